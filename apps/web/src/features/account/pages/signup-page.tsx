import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import toast from 'react-hot-toast';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { signUpInput } from '@curio/core/account';
import { AGE_MAX, AGE_MIN, PASSWORD_MIN_LENGTH } from '@curio/core/limits';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { useSignUp } from '../api/sign-up';
import { AuthShell } from '../components/auth-shell';

type Field = 'first_name' | 'last_name' | 'email' | 'password' | 'age';
type Values = Record<Field, string>;

const EMPTY: Values = { first_name: '', last_name: '', email: '', password: '', age: '' };

export function SignupPage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const signUp = useSignUp();
  const navigate = useNavigate();

  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((errs) => ({ ...errs, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    required: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signUpInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    signUp.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(ACCOUNT_MSG.signupSuccess);
        // with a session the guest-only guard already moves on; without one (email to confirm) go home here
        if (!result?.token) void navigate('/', { replace: true });
      },
      onError: (err) => toast.error(errorMessage(err, ACCOUNT_MSG.signupFailed)),
    });
  };

  return (
    <AuthShell
      title="Create your account"
      subtitle="Quizzes, flashcards and AI use cases, free to start."
      footer={
        <Typography color="text.secondary">
          Already have an account?{' '}
          <Link component={RouterLink} to="/login" fontWeight={600}>
            Log in
          </Link>
          {' · '}
          <Link component={RouterLink} to="/" color="inherit">
            Back to home
          </Link>
        </Typography>
      }
    >
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="First name" autoComplete="given-name" autoFocus {...field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
        </Stack>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...field('password')}
          helperText={errors.password ?? `At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <TextField
          label="Age"
          type="number"
          {...field('age')}
          slotProps={{ htmlInput: { min: AGE_MIN, max: AGE_MAX, step: 1, inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: 160 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
          {signUp.isPending ? 'Signing up…' : 'Sign up'}
        </Button>
      </Stack>
    </AuthShell>
  );
}
