import Alert from '@mui/material/Alert';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { useOutboxCount } from '../../../lib/use-outbox';

/** "N reviews waiting to be sent", while the outbox holds any of the learner's ratings. */
export function OutboxNote({ userId }: { userId: string }) {
  const count = useOutboxCount(userId, 'review');
  if (!count) return null;
  return (
    // a note, not an alert: it comes and goes with every rating and must not interrupt
    <Alert severity="info" variant="outlined" icon={<CloudUploadOutlinedIcon fontSize="inherit" />} role="note">
      <strong>{REVIEW_WEB_MSG.waiting(count)}</strong>. {REVIEW_WEB_MSG.waitingHint}
    </Alert>
  );
}
