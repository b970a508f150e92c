import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { FEEDBACK_MESSAGE_MAX } from '@curio/core/limits';
import { TextField } from '../../../ui';
import { FormDialog } from '../../../components/form-dialog';
import { useSendFeedback } from '../api/send-feedback';

/**
 * 'Send Feedback': a multi-line message and Submit; a blank message is ignored (docs/product.md#validation). That is
 * the whole rule, so this form checks it by hand rather than load zod with the dialog.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const send = useSendFeedback();

  const submit = () => {
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
    <FormDialog
      open={open}
      onClose={onClose}
      title="Send Feedback"
      description="Tell us what works, what doesn't, or what you would love to learn next."
      submitLabel="Submit"
      pending={send.isPending}
      onSubmit={submit}
    >
      <TextField
        label="Message"
        multiline
        minRows={4}
        autoFocus
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={FEEDBACK_MESSAGE_MAX}
      />
    </FormDialog>
  );
}
