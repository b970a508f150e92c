import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import LinkIcon from '@mui/icons-material/Link';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/use-auth';
import { useCopySharedSet } from '../api/copy-shared-set';
import { ItemsTable } from '../components/items-table';
import { ExportMenu } from '../../../components/export-menu';
import { useSetScreen } from '../components/set-screen';
import { ShareSetDialog } from '../components/share-set-dialog';
import { setEditPath, setExportUrl, setPath, setQuizPath, SETS_PATH, setStudyPath } from '../set-paths';
import { countsText, exportNotes, SETS_TEXT } from '../sets-texts';

/**
 * /sets/:id and /sets/shared/:slug: a set read, not edited — its items, and the ways to study it.
 * Its owner edits and shares it from here; anyone else with the link copies it into their sets.
 */
export function SetPage() {
  const opened = useSetScreen();
  const navigate = useNavigate();
  const { kidsLocked } = useAuth();
  const copy = useCopySharedSet();
  const [sharing, setSharing] = useState(false);
  if (!opened.ready) return opened.screen;
  const { ref, set } = opened;
  const viaLink = 'slug' in ref;

  const copyToMine = () => {
    if (!('slug' in ref)) return;
    copy.mutate(ref.slug, {
      onSuccess: (mine) => {
        toast.success(SETS_TEXT.copied(mine.title));
        void navigate(setPath({ id: mine.id }));
      },
      onError: (err) => toast.error(errorMessage(err, SETS_TEXT.requestFailed)),
    });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, sm: 4 } }}>
      {set.is_owner && (
        <Button component={RouterLink} to={SETS_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {SETS_TEXT.title}
        </Button>
      )}
      <Typography variant="overline" color="text.secondary" component="p">
        {set.is_owner ? (viaLink ? 'Your shared set' : 'Your set') : `Shared by ${set.owner.name}`}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
        {set.title}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
        <Typography color="text.secondary">{countsText(set)}</Typography>
        {set.is_owner && set.share_slug && <Chip size="small" icon={<LinkIcon />} label="Shared" color="primary" variant="outlined" />}
      </Stack>
      {set.description && <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{set.description}</Typography>}

      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 3 }}>
        {set.question_count > 0 && (
          <Button component={RouterLink} to={setQuizPath(ref)} variant="contained" startIcon={<PlayArrowRoundedIcon />}>
            Study as a quiz
          </Button>
        )}
        {set.flashcard_count > 0 && (
          <Button component={RouterLink} to={setStudyPath(ref)} variant={set.question_count > 0 ? 'outlined' : 'contained'} startIcon={<StyleOutlinedIcon />}>
            Study flashcards
          </Button>
        )}
        {set.is_owner ? (
          <Button component={RouterLink} to={setEditPath(set.id)} variant="outlined" startIcon={<EditOutlinedIcon />}>
            Edit
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<LibraryAddOutlinedIcon />} onClick={copyToMine} loading={copy.isPending}>
            Copy to my sets
          </Button>
        )}
        {set.is_owner && !kidsLocked && (
          <Button variant="outlined" startIcon={<ShareOutlinedIcon />} onClick={() => setSharing(true)}>
            Share
          </Button>
        )}
        <ExportMenu urlOf={(format) => setExportUrl(ref, format)} title={set.title} notes={exportNotes(set)} size="medium" variant="outlined" />
      </Stack>

      {set.items.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {SETS_TEXT.emptySet}
        </Typography>
      ) : (
        <ItemsTable items={set.items} total={set.question_count + set.flashcard_count} label={`Items of ${set.title}`} />
      )}
      {set.is_owner && <ShareSetDialog set={set} open={sharing} onClose={() => setSharing(false)} />}
    </Container>
  );
}
