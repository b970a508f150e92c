import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { changePasswordInput, type ChangePasswordInput } from '@curio/core/account';
import { PASSWORD_FEEDBACK_MS, PASSWORD_MIN_LENGTH } from '@curio/core/limits';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';

type Field = keyof ChangePasswordInput;
type Feedback = { status: 'idle' } | { status: 'success' | 'error'; message: string };

/** Spec §4: idle → success or error → idle after PASSWORD_FEEDBACK_MS. */
export function ChangePasswordForm() {
  const [values, setValues] = useState<ChangePasswordInput>({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [feedback, setFeedback] = useState<Feedback>({ status: 'idle' });
  const change = useChangePassword();

  useEffect(() => {
    if (feedback.status === 'idle') return;
    const timer = setTimeout(() => setFeedback({ status: 'idle' }), PASSWORD_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((errs) => ({ ...errs, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordInput.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors<Field>(parsed.error));
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues({ currentPassword: '', newPassword: '' });
        setFeedback({ status: 'success', message: ACCOUNT_MSG.passwordChanged });
      },
      onError: (err) => setFeedback({ status: 'error', message: errorMessage(err, ACCOUNT_MSG.passwordChangeFailed) }),
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextField label="Current password" type="password" autoComplete="current-password" {...field('currentPassword')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...field('newPassword')}
        helperText={errors.newPassword ?? `At least ${PASSWORD_MIN_LENGTH} characters. Your other sessions will be signed out.`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Button type="submit" variant="contained" disabled={!values.newPassword} loading={change.isPending} sx={{ flexShrink: 0 }}>
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
