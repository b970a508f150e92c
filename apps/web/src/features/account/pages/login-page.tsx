import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import toast from 'react-hot-toast';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { signInInput, type SignInInput } from '@curio/core/account';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { useSignIn } from '../api/sign-in';
import { useAuth } from '../hooks/use-auth';
import { useLogout } from '../hooks/use-logout';
import { AuthShell } from '../components/auth-shell';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';

type Field = keyof SignInInput;

/**
 * Sign in. Where to go afterwards is the route guard's job: it sends a signed-in visitor to the
 * page named in router state (or /) as soon as the session exists.
 */
export function LoginPage() {
  const [values, setValues] = useState<SignInInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [forgotOpen, setForgotOpen] = useState(false);
  const signIn = useSignIn();
  const { user } = useAuth();
  const { logout, pending: loggingOut } = useLogout();

  const change = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signInInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    signIn.mutate(parsed.data, {
      onSuccess: () => toast.success(ACCOUNT_MSG.loginSuccess),
      onError: (err) => toast.error(errorMessage(err, ACCOUNT_MSG.invalidCredentials)),
    });
  };

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Log in to pick up your quizzes, flashcards and use cases."
      footer={
        <Typography color="text.secondary">
          New here?{' '}
          <Link component={RouterLink} to="/signup" fontWeight={600}>
            Sign up
          </Link>
          {' · '}
          <Link component={RouterLink} to="/" color="inherit">
            Back to home
          </Link>
        </Typography>
      }
    >
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          value={values.email}
          onChange={change('email')}
          error={Boolean(errors.email)}
          helperText={errors.email}
          required
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={Boolean(errors.password)}
          helperText={errors.password}
          required
        />
        <Stack direction="row" justifyContent="flex-end" sx={{ mt: '4px !important' }}>
          <Button size="small" onClick={() => setForgotOpen(true)}>
            Forgot password?
          </Button>
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Login'}
        </Button>
        <Button variant="outlined" color="inherit" onClick={logout} disabled={!user || loggingOut} sx={{ borderColor: 'divider' }}>
          Logout
        </Button>
      </Stack>
      <ForgotPasswordDialog open={forgotOpen} initialEmail={values.email} onClose={() => setForgotOpen(false)} />
    </AuthShell>
  );
}
