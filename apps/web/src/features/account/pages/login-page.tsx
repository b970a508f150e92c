import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast/headless';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { signInInput } from '@curio/core/account';
import { Button, Stack, TextField } from '../../../ui';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSignIn } from '../api/sign-in';
import { useAuth } from '../../../lib/use-auth';
import { useLogout } from '../hooks/use-logout';
import { AuthFooterLinks } from '../components/auth-footer-links';
import { AuthShell } from '../components/auth-shell';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import css from './login-page.module.css';

/**
 * Sign in. Where to go afterwards is the route guard's job: it sends a signed-in visitor to the
 * page named in router state (or /) as soon as the session exists.
 */
export function LoginPage() {
  const form = useZodForm(signInInput, { email: '', password: '' });
  const [forgotOpen, setForgotOpen] = useState(false);
  const signIn = useSignIn();
  const { user } = useAuth();
  const { logout, pending: loggingOut } = useLogout();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    signIn.mutate(input, {
      onSuccess: () => toast.success(ACCOUNT_MSG.loginSuccess),
      onError: (err) => toast.error(errorMessage(err, ACCOUNT_MSG.invalidCredentials)),
    });
  };

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Log in to pick up your quizzes, flashcards and use cases."
      footer={<AuthFooterLinks prompt="New here?" to="/signup" label="Sign up" />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap={2}>
          <TextField label="Email" type="email" autoComplete="email" autoFocus required {...form.field('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" required {...form.field('password')} />
          <Stack direction="row" justify="flex-end" className={css.forgot}>
            <Button size="small" onClick={() => setForgotOpen(true)}>
              Forgot password?
            </Button>
          </Stack>
          <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in…' : 'Login'}
          </Button>
          <Button variant="outlined" color="inherit" onClick={logout} disabled={!user || loggingOut} className={css.logout}>
            Logout
          </Button>
        </Stack>
      </form>
      <ForgotPasswordDialog open={forgotOpen} initialEmail={form.values.email} onClose={() => setForgotOpen(false)} />
    </AuthShell>
  );
}
