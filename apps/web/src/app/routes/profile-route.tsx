import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { ProfilePage } from '../../features/account/pages/profile-page';

// the chart library is most of this page's weight: the account details show while it loads
const QuizActivity = lazy(async () => ({ default: (await import('../../features/results/components/quiz-activity')).QuizActivity }));
const ProgressSection = lazy(async () => ({ default: (await import('../../features/progress/components/progress-section')).ProgressSection }));

/** /profile: the account's profile page with the progress feature's section and the results feature's quiz activity. */
export function ProfileRoute() {
  return (
    <ProfilePage
      progress={
        <Suspense fallback={<PageLoader label="Loading your progress" />}>
          <ProgressSection />
        </Suspense>
      }
      activity={
        <Suspense fallback={<PageLoader label="Loading your quiz activity" />}>
          <QuizActivity />
        </Suspense>
      }
    />
  );
}
