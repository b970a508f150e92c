import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { USECASE_NOTE_MAX } from '@curio/core/limits';
import { NOTE_MSG } from '@curio/core/usecase-messages';
import { Button, Stack, TextField } from '../../../ui';
import { useCreateNote } from '../api/create-note';

interface Props {
  keyword: string;
  useCase: string;
  rows: number;
  /** the studio tells the learner a save failed; the theatre only logs it (docs/product.md#errors) */
  reportFailure: boolean;
}

type Status = 'idle' | 'saving' | 'saved';

/** docs/product.md#states-and-transitions: Save Note is disabled while the note is blank, spins, then says '✅ Saved' until the next edit. */
export function NoteBox({ keyword, useCase, rows, reportFailure }: Props) {
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const create = useCreateNote();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim() || status !== 'idle') return;
    setStatus('saving');
    create.mutate(
      { keyword, use_case: useCase, note },
      {
        onSuccess: () => setStatus((s) => (s === 'saving' ? 'saved' : s)),
        onError: (err) => {
          setStatus((s) => (s === 'saving' ? 'idle' : s));
          if (reportFailure) toast.error(NOTE_MSG.saveFailed);
          else console.error('Saving a use case note failed', err);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={1}>
        <TextField
          label="Your note"
          multiline
          rows={rows}
          size="small"
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setStatus('idle');
          }}
          maxLength={USECASE_NOTE_MAX}
        />
        <Stack direction="row" justify="flex-end">
          <Button
            type="submit"
            variant="outlined"
            size="small"
            disabled={!note.trim() || status === 'saved'}
            loading={status === 'saving'}
          >
            {status === 'saved' ? NOTE_MSG.saved : 'Save Note'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
