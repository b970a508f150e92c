import { useState } from 'react';
import toast from 'react-hot-toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { UseCaseNote } from '@curio/core/usecase-notes';
import { NOTE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { splitHeadline } from '@curio/core/usecase-text';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useDeleteNote } from '../api/delete-note';
import { useNotes } from '../api/get-notes';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** UC Studio's My Notes tab: each note with the use case it is about, newest first, with delete. */
export function NotesList() {
  const notes = useNotes();
  const remove = useDeleteNote();
  const deletion = useConfirmDelete<string>({
    title: 'Delete note',
    message: NOTE_MSG.confirmDelete,
    pending: remove.isPending,
    remove: (id, close) => remove.mutate(id, { onError: () => toast.error(USECASE_PAGES_MSG.deleteFailed), onSettled: close }),
  });

  if (notes.isPending) return <PageLoader label="Loading notes" />;
  if (notes.isError) return <ErrorState message={USECASE_PAGES_MSG.notesLoadFailed} onRetry={() => void notes.refetch()} />;
  if (notes.data.length === 0) {
    return (
      <Typography color="text.secondary" role="status">
        {USECASE_PAGES_MSG.noNotes}
      </Typography>
    );
  }

  return (
    <>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {notes.data.map((note) => (
          <NoteItem key={note.id} note={note} onDelete={() => deletion.request(note.id)} />
        ))}
      </Stack>
      {deletion.dialog}
    </>
  );
}

function NoteItem({ note, onDelete }: { note: UseCaseNote; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const { title, body } = splitHeadline(note.use_case);
  const detailsId = `note-${note.id}-use-case`;
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1.5 }}>
          <Chip label={note.keyword} size="small" color="primary" variant="outlined" sx={{ maxWidth: '100%' }} />
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            <time dateTime={note.created_at}>{dateFormat.format(new Date(note.created_at))}</time>
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word', mb: 1.5 }}>{note.note}</Typography>
        <Box sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            On the use case
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {title ?? body.split('\n')[0]}
          </Typography>
          <Collapse in={open} id={detailsId}>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word', mt: 0.5 }}>
              {body}
            </Typography>
          </Collapse>
        </Box>
        <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1.5 }}>
          <Button size="small" aria-expanded={open} aria-controls={detailsId} endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />} onClick={() => setOpen(!open)}>
            {open ? 'Hide use case' : 'Show use case'}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
            Delete
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
