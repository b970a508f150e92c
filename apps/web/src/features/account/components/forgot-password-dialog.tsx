import { useState, type FormEvent } from 'react';
import { signInInput } from '@curio/core/account';
import { Alert, Button, Dialog, DialogText, TextField } from '../../../ui';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import css from './forgot-password-dialog.module.css';

/** The login form's email rule, on its own. */
const resetRequestInput = signInInput.pick({ email: true });

/** Same answer whether or not the account exists, so the dialog cannot reveal who has one. */
const RESET_LINK_SENT = 'If an account exists for that email, a reset link is on its way.';

interface Props {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}

export function ForgotPasswordDialog({ open, initialEmail, onClose }: Props) {
  // mounted per opening so it starts from the email typed on the login form
  return open ? <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} /> : null;
}

function ForgotPasswordForm({ initialEmail, onClose }: Omit<Props, 'open'>) {
  const form = useZodForm(resetRequestInput, { email: initialEmail });
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    // success or failure, the visitor learns the same thing
    request.mutate(input.email, { onSettled: () => setSent(true) });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Reset your password"
      size="xs"
      onSubmit={submit}
      actions={
        sent ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" loading={request.isPending}>
              Send reset link
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert severity="info" role="status">
          {RESET_LINK_SENT}
        </Alert>
      ) : (
        <>
          <DialogText className={css.text}>Enter your account email and we will send you a link to choose a new password.</DialogText>
          <TextField label="Email" type="email" autoComplete="email" autoFocus {...form.field('email')} />
        </>
      )}
    </Dialog>
  );
}
