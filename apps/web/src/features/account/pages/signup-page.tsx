import { useRef, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast/headless';
import { ACCOUNT_ERROR, ACCOUNT_MSG } from '@curio/core/account-messages';
import { signUpInput } from '@curio/core/account';
import { AGE_MAX, AGE_MIN } from '@curio/core/limits';
import { Button, Stack, TextField, type FieldElement } from '../../../ui';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSignUp } from '../api/sign-up';
import { AuthFooterLinks } from '../components/auth-footer-links';
import { AuthShell } from '../components/auth-shell';
import { NewPasswordField } from '../components/new-password-field';
import css from './signup-page.module.css';

export function SignupPage() {
  // age stays text until the schema parses it, like every other field
  const form = useZodForm(signUpInput, { first_name: '', last_name: '', email: '', password: '', age: '' });
  const signUp = useSignUp();
  const navigate = useNavigate();
  const passwordRef = useRef<FieldElement>(null);
  const emailRef = useRef<FieldElement>(null);

  const atField = (name: 'password' | 'email', input: RefObject<FieldElement | null>, message: string) => {
    form.setFieldError(name, message);
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    signUp.mutate(input, {
      onSuccess: (result) => {
        toast.success(ACCOUNT_MSG.signupSuccess);
        // with a session the guest-only guard already moves on; without one (email to confirm) go home here
        if (!result?.token) void navigate('/', { replace: true });
      },
      // a verdict on one field is said under it, and the learner is taken there to fix it
      onError: (err) => {
        if (isApiError(err) && err.code === ACCOUNT_ERROR.commonPassword) atField('password', passwordRef, err.message);
        else if (isApiError(err) && err.code === ACCOUNT_ERROR.emailTaken) atField('email', emailRef, err.message);
        else toast.error(errorMessage(err, ACCOUNT_MSG.signupFailed));
      },
    });
  };

  return (
    <AuthShell
      title="Create your account"
      subtitle="Quizzes, flashcards and AI use cases, free to start."
      footer={<AuthFooterLinks prompt="Already have an account?" to="/login" label="Log in" />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap={2}>
          <Stack rowFrom="sm" gap={2}>
            <TextField label="First name" autoComplete="given-name" autoFocus required {...form.field('first_name')} />
            <TextField label="Last name" autoComplete="family-name" required {...form.field('last_name')} />
          </Stack>
          <TextField label="Email" type="email" autoComplete="email" required ref={emailRef} {...form.field('email')} />
          <NewPasswordField
            label="Password"
            required
            inputRef={passwordRef}
            value={form.values.password}
            onChange={form.field('password').onChange}
            error={form.errors.password}
          />
          <TextField
            label="Age"
            type="number"
            required
            {...form.field('age')}
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            inputMode="numeric"
            className={css.age}
          />
          <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
            {signUp.isPending ? 'Signing up…' : 'Sign up'}
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
