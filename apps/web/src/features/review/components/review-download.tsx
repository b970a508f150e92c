import type { ReviewQueueItem, ReviewSummary } from '@curio/core/review';
import { REVIEW_QUEUE_MAX } from '@curio/core/review-rules';
import { DownloadControl } from '../../../components/download-control';
import { REVIEW_KEY, type ReviewDownload } from '../../../lib/offline-keys';
import { useDownload } from '../../../lib/use-download';
import { getReviewQueue } from '../api/get-review-queue';
import { timeZone } from '../../../lib/time-zone';
import { getReviewSummary } from '../api/get-review-summary';

/** Keeps today's summary and every due item (up to the queue's cap) for a review with no network. */
export function ReviewDownloadControl() {
  const { savedAt, busy, failed, download, remove } = useDownload(REVIEW_KEY, async (): Promise<ReviewDownload<ReviewSummary, ReviewQueueItem>> => {
    const [summary, queue] = await Promise.all([getReviewSummary(timeZone()), getReviewQueue(REVIEW_QUEUE_MAX)]);
    return { summary, queue };
  });
  return <DownloadControl what="your review" savedAt={savedAt} busy={busy} failed={failed} onDownload={download} onRemove={remove} />;
}
