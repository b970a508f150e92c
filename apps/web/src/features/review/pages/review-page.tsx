import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { useReviewSummary } from '../api/get-review-summary';
import { useStartReview, type StartedReview } from '../api/start-review';
import { useOutboxCount } from '../../../lib/use-outbox';
import { Container } from '../../../ui';
import { waitingItems } from '../review-outbox';
import { itemFacts, itemKey } from '../review-item';
import { ReviewHome } from '../components/review-home';
import { ReviewSession, type Reviewed } from '../components/review-session';
import { SessionComplete } from '../components/session-complete';
import css from './review-page.module.css';

type View = { kind: 'home' } | ({ kind: 'session' } & StartedReview) | { kind: 'done'; reviewed: Reviewed[] };

/** /review: today's due items, a session of them, and its end. */
export function ReviewPage({ userId }: { userId: string }) {
  const summary = useReviewSummary();
  const start = useStartReview();
  const pending = useOutboxCount(userId, 'review') ?? 0;
  const [view, setView] = useState<View>({ kind: 'home' });
  const [nothingYet, setNothingYet] = useState(false);

  // the server still counts items whose rating waits in the outbox
  const due = Math.max(0, (summary.data?.due.total ?? 0) - pending);

  const begin = () => {
    if (!summary.data) return;
    setNothingYet(false);
    start.mutate(summary.data.settings.session_size, {
      onSuccess: async (started) => {
        // a rating not sent yet has already been given: do not ask for it twice
        const waiting = await waitingItems(userId);
        const items = started.items.filter((item) => !waiting.has(itemKey(itemFacts(item))));
        if (items.length > 0) setView({ kind: 'session', items, check: started.check });
        else {
          setView({ kind: 'home' });
          setNothingYet(true);
          void summary.refetch();
        }
      },
    });
  };

  if (view.kind === 'session') {
    return (
      <ReviewSession
        userId={userId}
        items={view.items}
        check={view.check}
        onEnd={(reviewed) => {
          setView(reviewed.length > 0 ? { kind: 'done', reviewed } : { kind: 'home' });
          void summary.refetch();
        }}
      />
    );
  }
  if (view.kind === 'done') {
    return <SessionComplete userId={userId} reviewed={view.reviewed} summary={summary.data} moreDue={due} starting={start.isPending} onMore={begin} />;
  }
  if (summary.isPending) return <PageLoader label="Loading your reviews" />;
  if (summary.isError) {
    return (
      <Container maxWidth="md" className={css.error}>
        <ErrorState message={REVIEW_WEB_MSG.loadFailed} onRetry={() => void summary.refetch()} />
      </Container>
    );
  }
  return (
    <ReviewHome
      userId={userId}
      summary={summary.data}
      due={due}
      starting={start.isPending}
      startFailed={start.isError}
      nothingYet={nothingYet}
      onStart={begin}
    />
  );
}
