import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { mdiChevronDown, mdiChevronUp, mdiDeleteOutline } from '@mdi/js';
import type { UseCaseNote } from '@curio/core/usecase-notes';
import { NOTE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { splitHeadline } from '@curio/core/usecase-text';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { Button, Card, Chip, Icon, Stack, Text } from '../../../ui';
import { useDeleteNote } from '../api/delete-note';
import { useNotes } from '../api/get-notes';
import css from './notes-list.module.css';

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
      <Text tone="secondary" role="status">
        {USECASE_PAGES_MSG.noNotes}
      </Text>
    );
  }

  return (
    <>
      <Stack gap={2} as="ul" className={css.list}>
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
    <Card as="li" padded>
      <Stack direction="row" gap={1} align="center" wrap className={css.head}>
        <Chip label={note.keyword} size="small" color="primary" variant="outlined" className={css.keyword} />
        <Text variant="caption" tone="secondary" className={css.date}>
          <time dateTime={note.created_at}>{dateFormat.format(new Date(note.created_at))}</time>
        </Text>
      </Stack>
      <Text className={css.note}>{note.note}</Text>
      <div className={css.quote}>
        <Text variant="caption" tone="secondary" as="p">
          On the use case
        </Text>
        <Text variant="body2" className={css.title}>
          {title ?? body.split('\n')[0]}
        </Text>
        <div id={detailsId} hidden={!open}>
          <Text variant="body2" tone="secondary" className={css.details}>
            {body}
          </Text>
        </div>
      </div>
      <Stack direction="row" gap={1} justify="flex-end" className={css.actions}>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={detailsId}
          endIcon={<Icon path={open ? mdiChevronUp : mdiChevronDown} size="small" />}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide use case' : 'Show use case'}
        </Button>
        <Button size="small" color="error" startIcon={<Icon path={mdiDeleteOutline} size="small" />} onClick={onDelete}>
          Delete
        </Button>
      </Stack>
    </Card>
  );
}
