import { Navigate, Outlet, useParams } from 'react-router';
import { isCategoryAllowed } from '@curio/core/kids-lock';
import { useAuth } from '../../lib/use-auth';
import { useCategoryParam } from '../../lib/category-param';

/** Kids Lock (docs/product.md#kids-lock): a user under 10 may open only the kid-friendly categories. */
export function KidsLockGuard() {
  const { age } = useAuth();
  const { cat = '' } = useParams();
  const category = useCategoryParam();
  // both the URL and a category passed in router state must be allowed
  if (!isCategoryAllowed(age, category) || !isCategoryAllowed(age, cat)) return <Navigate to="/not-allowed" replace />;
  return <Outlet />;
}
