import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { deletionRequestInput } from '@curio/core/account';
import { DELETION_REASON_MAX } from '@curio/core/limits';
import { errorMessage } from '../../../lib/api-client';
import { useRequestDeletion } from '../api/request-deletion';

interface Props {
  open: boolean;
  onClose: () => void;
  onSubmitted: () => void;
}

/** Spec §4: opens, goes to submitting, and on success closes with a message. */
export function DeletionRequestDialog({ open, onClose, onSubmitted }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const request = useRequestDeletion();

  const close = () => {
    if (request.isPending) return;
    setError(undefined);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deletionRequestInput.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    request.mutate(parsed.data, {
      onSuccess: () => {
        setReason('');
        onSubmitted();
      },
      onError: (err) => setError(errorMessage(err, ACCOUNT_MSG.deletionFailed)),
    });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="deletion-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="deletion-title">Request account deletion</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            We will delete your account and everything linked to it: results, bookmarks, notes and posts. This cannot be undone. You
            may tell us why (optional).
          </DialogContentText>
          <TextField
            label="Reason"
            multiline
            minRows={3}
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            disabled={request.isPending}
            helperText={`${reason.length}/${DELETION_REASON_MAX}`}
            slotProps={{
              htmlInput: { maxLength: DELETION_REASON_MAX },
              formHelperText: { sx: { textAlign: 'right', mx: 0 }, 'aria-live': 'polite' },
            }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={request.isPending}>
            Send request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
