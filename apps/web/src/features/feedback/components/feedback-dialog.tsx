import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import toast from 'react-hot-toast';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { FEEDBACK_MESSAGE_MAX } from '@curio/core/limits';
import { useSendFeedback } from '../api/send-feedback';

const DIALOG_TITLE_ID = 'feedback-dialog-title';

/** 'Send Feedback': a multi-line message and Submit; a blank message is ignored (spec §5). */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const send = useSendFeedback();

  const close = () => {
    if (!send.isPending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text || send.isPending) return;
    send.mutate(
      { message: text },
      {
        onSuccess: () => {
          toast.success(ACCOUNT_MSG.feedbackThanks);
          setMessage('');
          onClose();
        },
        onError: () => toast.error(ACCOUNT_MSG.feedbackFailed),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={DIALOG_TITLE_ID}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={DIALOG_TITLE_ID}>Send Feedback</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Tell us what works, what doesn&apos;t, or what you would love to learn next.
          </DialogContentText>
          <TextField
            label="Message"
            multiline
            minRows={4}
            autoFocus
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            slotProps={{ htmlInput: { maxLength: FEEDBACK_MESSAGE_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
