import { useAuth } from '../../lib/use-auth';
import { ReviewPage } from '../../features/review/pages/review-page';

/** /review for the signed-in learner (the route guard sees to that). */
export function ReviewRoute() {
  const { user } = useAuth();
  return user ? <ReviewPage userId={user.id} /> : null;
}
