import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CheckIcon from '@mui/icons-material/Check';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { updateProfileInput } from '@curio/core/account';
import { NAME_MAX_LENGTH, SAVE_NAME_FEEDBACK_MS } from '@curio/core/limits';
import { useUpdateName } from '../api/update-name';
import type { Notify } from './notify';

type Status = 'idle' | 'saving' | 'saved';

/** Spec §4: idle → saving → saved → idle after SAVE_NAME_FEEDBACK_MS. */
export function DisplayNameForm({ initialName, notify }: { initialName: string; notify: Notify }) {
  const [name, setName] = useState(initialName);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string>();
  const update = useUpdateName();

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => setStatus('idle'), SAVE_NAME_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileInput.safeParse({ full_name: name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setStatus('saving');
    update.mutate(parsed.data, {
      onSuccess: (me) => {
        setName(me.profile.full_name ?? parsed.data.full_name);
        setStatus('saved');
        notify('success', ACCOUNT_MSG.nameSaved);
      },
      onError: () => {
        setStatus('idle');
        notify('error', ACCOUNT_MSG.nameSaveFailed);
      },
    });
  };

  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }} onSubmit={submit} noValidate>
      <TextField
        label="Display name"
        autoComplete="name"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={status === 'saving'}
        loadingPosition="start"
        startIcon={status === 'saved' ? <CheckIcon /> : undefined}
        sx={{ flexShrink: 0, minWidth: 132, height: 56 }}
      >
        Save name
      </Button>
    </Stack>
  );
}
