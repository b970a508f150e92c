import { useRef, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast/headless';
import { ACCOUNT_ERROR, ACCOUNT_MSG } from '@curio/core/account-messages';
import { changePasswordInput } from '@curio/core/account';
import { Alert, Button, Stack, TextField, type FieldElement } from '../../../ui';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { AuthShell } from '../components/auth-shell';
import { NewPasswordField } from '../components/new-password-field';
import links from '../components/auth-links.module.css';

const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one from the login page.';
const MISMATCH = 'The passwords do not match.';

/** The same rule as choosing a new password in the settings. */
const newPasswordInput = changePasswordInput.pick({ newPassword: true });

/** Target of the emailed link: /reset-password?token=… (better-auth adds ?error=… when the token is bad). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useZodForm(newPasswordInput, { newPassword: '', confirm: '' });
  const reset = useResetPassword();
  const navigate = useNavigate();
  const newRef = useRef<FieldElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    if (form.values.confirm !== input.newPassword) return form.setFieldError('confirm', MISMATCH);
    if (!token) return;
    reset.mutate(
      { newPassword: input.newPassword, token },
      {
        onSuccess: () => {
          toast.success('Password updated. Please log in.');
          void navigate('/login', { replace: true });
        },
        onError: (err) => {
          if (isApiError(err) && err.code === ACCOUNT_ERROR.commonPassword) {
            form.setFieldError('newPassword', ACCOUNT_MSG.commonPassword);
            newRef.current?.focus();
          } else {
            form.setFormError(errorMessage(err, INVALID_LINK));
          }
        },
      },
    );
  };

  const footer = (
    <Link to="/login" className={links.link}>
      Back to login
    </Link>
  );

  if (!token || params.get('error')) {
    return (
      <AuthShell title="Reset your password" footer={footer}>
        <Alert severity="warning">{INVALID_LINK}</Alert>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password" subtitle="Your other sessions will be signed out." footer={footer}>
      <form onSubmit={submit} noValidate>
        <Stack gap={2}>
          <NewPasswordField
            label="New password"
            autoFocus
            required
            inputRef={newRef}
            value={form.values.newPassword}
            onChange={form.field('newPassword').onChange}
            error={form.errors.newPassword}
          />
          <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...form.field('confirm')} />
          {form.formError && <Alert severity="error">{form.formError}</Alert>}
          <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
