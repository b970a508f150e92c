import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { changePasswordInput } from '@curio/core/account';
import { PASSWORD_FEEDBACK_MS, PASSWORD_MIN_LENGTH } from '@curio/core/limits';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangePassword } from '../api/change-password';

type Feedback = { status: 'idle' } | { status: 'success' | 'error'; message: string };

const EMPTY = { currentPassword: '', newPassword: '' };

/** Spec §4: idle → success or error → idle after PASSWORD_FEEDBACK_MS. */
export function ChangePasswordForm() {
  const form = useZodForm(changePasswordInput, EMPTY);
  const [feedback, setFeedback] = useState<Feedback>({ status: 'idle' });
  const change = useChangePassword();

  useEffect(() => {
    if (feedback.status === 'idle') return;
    const timer = setTimeout(() => setFeedback({ status: 'idle' }), PASSWORD_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    change.mutate(input, {
      onSuccess: () => {
        form.setValues(EMPTY);
        setFeedback({ status: 'success', message: ACCOUNT_MSG.passwordChanged });
      },
      onError: (err) => setFeedback({ status: 'error', message: errorMessage(err, ACCOUNT_MSG.passwordChangeFailed) }),
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.field('newPassword')}
        helperText={form.errors.newPassword ?? `At least ${PASSWORD_MIN_LENGTH} characters. Your other sessions will be signed out.`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Button type="submit" variant="contained" disabled={!form.values.newPassword} loading={change.isPending} sx={{ flexShrink: 0 }}>
          Change password
        </Button>
        {feedback.status !== 'idle' && (
          <Alert severity={feedback.status} role="status" sx={{ py: 0, flex: 1 }}>
            {feedback.message}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
