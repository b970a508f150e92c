import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { splitHeadline } from '@curio/core/usecase-text';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/use-auth';
import type { BriefSource, UseCaseSource } from '../../../lib/brief-links';
import { useBriefSources } from '../api/get-brief-sources';
import { STUDIO_TEXT } from '../studio-texts';
import { SignInPrompt } from './sign-in-prompt';

interface Props {
  open: boolean;
  signedIn: boolean;
  onClose: () => void;
  onPick: (source: BriefSource) => void;
}

interface Choice {
  source: UseCaseSource;
  title: string;
  detail: string;
}

/** 'Start from a use case': one of the learner's saved use cases or published posts becomes a use-case brief. */
export function UseCasePicker({ open, signedIn, onClose, onPick }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { kidsLocked } = useAuth();
  const sources = useBriefSources(open && signedIn, kidsLocked);
  const titleId = useId();

  const groups: [string, Choice[]][] = sources.data
    ? [
        [
          STUDIO_TEXT.savedUseCases,
          sources.data.saved.map((item) => {
            const { title, body } = splitHeadline(item.content);
            return { source: { saved_id: item.id }, title: title ?? item.keyword, detail: title ? `${item.keyword} · ${body}` : body };
          }),
        ],
        [STUDIO_TEXT.publishedUseCases, sources.data.published.map((post) => ({ source: { usecase_id: post.id }, title: post.title, detail: post.content }))],
      ]
    : [];
  const nothing = groups.every(([, choices]) => choices.length === 0);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{STUDIO_TEXT.startFromUseCase}</DialogTitle>
      <DialogContent dividers>
        {!signedIn ? (
          <SignInPrompt text={STUDIO_TEXT.signInForUseCases} />
        ) : sources.isError ? (
          <ErrorState message={errorMessage(sources.error, PROJECT_MSG.requestFailed)} onRetry={() => void sources.refetch()} />
        ) : sources.isPending ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Box>
        ) : nothing ? (
          <>
            <Typography color="text.secondary" role="status" sx={{ mb: 2 }}>
              {STUDIO_TEXT.noUseCases}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/use-case-theatre" variant="outlined" size="small">
                Use Case Theatre
              </Button>
              {!kidsLocked && (
                <Button component={RouterLink} to="/usecases/new" variant="outlined" size="small">
                  Post to Green AI
                </Button>
              )}
            </Box>
          </>
        ) : (
          <>
            <DialogContentText sx={{ mb: 1 }}>{STUDIO_TEXT.startFromUseCaseHint}</DialogContentText>
            {groups.map(
              ([heading, choices]) =>
                choices.length > 0 && (
                  <List key={heading} aria-label={heading} subheader={<ListSubheader disableSticky sx={{ px: 0 }}>{heading}</ListSubheader>} dense>
                    {choices.map((choice) => (
                      <ListItem key={'saved_id' in choice.source ? choice.source.saved_id : choice.source.usecase_id} disablePadding>
                        <ListItemButton onClick={() => onPick(choice.source)} sx={{ borderRadius: 1.5 }}>
                          <ListItemText
                            primary={choice.title}
                            secondary={choice.detail}
                            slotProps={{ primary: { fontWeight: 600 }, secondary: { noWrap: true } }}
                          />
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                ),
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
