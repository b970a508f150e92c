import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import type { SavedUseCase } from '@curio/core/saved-usecases';
import { SAVED_USECASE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { provenanceLabel } from '@curio/core/usecase-provenance';
import { splitHeadline } from '@curio/core/usecase-text';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { ProvenanceChip } from '../../../components/provenance-chip';
import { APP_NAME } from '../../../lib/app-name';
import { briefPath } from '../../../lib/brief-links';
import { useSavedUseCases } from '../api/get-saved-usecases';
import { useConfirmDeleteSaved } from '../components/confirm-delete-saved';

/** What the share action gets: a saved use case is not published, so it has no id. */
interface ShareableUseCase {
  title: string;
  content: string;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface PageProps {
  renderShare: (useCase: ShareableUseCase) => ReactNode;
  /** Make flashcards of one saved use case, composed in by the app */
  renderMakeCards: (item: SavedUseCase) => ReactNode;
}

/** /saved-usecases: the learner's saved use cases, newest first, each with its topic, Share, Make flashcards and delete. */
export function SavedUseCasesPage({ renderShare, renderMakeCards }: PageProps) {
  const saved = useSavedUseCases();
  const deletion = useConfirmDeleteSaved();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Saved use cases
      </Typography>
      {saved.isPending ? (
        <PageLoader label="Loading saved use cases" />
      ) : saved.isError ? (
        <ErrorState message={USECASE_PAGES_MSG.savedLoadFailed} onRetry={() => void saved.refetch()} />
      ) : saved.data.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {SAVED_USECASE_MSG.empty}
        </Typography>
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {saved.data.map((item) => (
            <SavedItem key={item.id} item={item} renderShare={renderShare} renderMakeCards={renderMakeCards} onDelete={() => deletion.request(item.id)} />
          ))}
        </Stack>
      )}
      {deletion.dialog}
    </Container>
  );
}

interface ItemProps extends PageProps {
  item: SavedUseCase;
  onDelete: () => void;
}

/** One saved use case: its topic (the keyword), date, title and text; it can start a brief in the projects studio. */
function SavedItem({ item, renderShare, renderMakeCards, onDelete }: ItemProps) {
  const { title, body } = splitHeadline(item.content);
  return (
    <Card component="li" variant="outlined" aria-label={title ?? item.keyword}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1.5 }}>
          <Chip label={item.keyword} size="small" color="primary" variant="outlined" sx={{ maxWidth: '100%' }} />
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            <time dateTime={item.created_at}>{dateFormat.format(new Date(item.created_at))}</time>
          </Typography>
        </Stack>
        {title && (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5, wordBreak: 'break-word' }}>
            {title}
          </Typography>
        )}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
          {body}
        </Typography>
        {item.provenance && (
          <Box sx={{ mt: 1.5 }}>
            <ProvenanceChip provenance={item.provenance} label={provenanceLabel(item.provenance, APP_NAME)} />
          </Box>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button component={RouterLink} to={briefPath({ saved_id: item.id })} size="small" startIcon={<PostAddOutlinedIcon />}>
          Start a brief
        </Button>
        {renderMakeCards(item)}
        {renderShare({ title: title ?? item.keyword, content: body })}
        <Button color="error" size="small" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
