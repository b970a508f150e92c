import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { signInInput } from '@curio/core/account';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

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
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-title">
      {/* remounted per opening so it starts from the email typed on the login form */}
      {open && <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} />}
    </Dialog>
  );
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
    <form onSubmit={submit} noValidate>
      <DialogTitle id="forgot-title">Reset your password</DialogTitle>
      <DialogContent>
        {sent ? (
          <Alert severity="info" role="status">
            {RESET_LINK_SENT}
          </Alert>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>Enter your account email and we will send you a link to choose a new password.</DialogContentText>
            <TextField label="Email" type="email" autoComplete="email" autoFocus {...form.field('email')} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {sent ? (
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
        )}
      </DialogActions>
    </form>
  );
}
