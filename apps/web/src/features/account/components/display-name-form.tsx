import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CheckIcon from '@mui/icons-material/Check';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { updateProfileInput } from '@curio/core/account';
import { NAME_MAX_LENGTH, SAVE_NAME_FEEDBACK_MS } from '@curio/core/limits';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateName } from '../api/update-name';
import type { Notify } from './notify';

type Status = 'idle' | 'saving' | 'saved';

/** docs/product.md#states-and-transitions: idle → saving → saved → idle after SAVE_NAME_FEEDBACK_MS. */
export function DisplayNameForm({ initialName, notify }: { initialName: string; notify: Notify }) {
  const form = useZodForm(updateProfileInput, { full_name: initialName });
  const [status, setStatus] = useState<Status>('idle');
  const update = useUpdateName();

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => setStatus('idle'), SAVE_NAME_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setStatus('saving');
    update.mutate(input, {
      onSuccess: (me) => {
        form.setValues({ full_name: me.profile.full_name ?? input.full_name });
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
        {...form.field('full_name')}
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
