import { mdiCloudUploadOutline } from '@mdi/js';
import { REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { useOutboxCount } from '../../../lib/use-outbox';
import { Alert, Icon } from '../../../ui';

/** "N reviews waiting to be sent", while the outbox holds any of the learner's ratings. */
export function OutboxNote({ userId }: { userId: string }) {
  const count = useOutboxCount(userId, 'review');
  if (!count) return null;
  return (
    // a note, not an alert: it comes and goes with every rating and must not interrupt
    <Alert severity="info" variant="outlined" icon={<Icon path={mdiCloudUploadOutline} size="inherit" style={{ fontSize: 22 }} />} role="note">
      <strong>{REVIEW_WEB_MSG.waiting(count)}</strong>. {REVIEW_WEB_MSG.waitingHint}
    </Alert>
  );
}
