import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isCategoryAllowed, normalizeCategoryName } from '@curio/core/kids-lock';
import { useAuth } from '../../features/account/hooks/use-auth';

/** The category of a /category/{cat} screen: router state first, then the route parameter (spec §2). */
export function useCategoryParam(): string {
  const { cat = '' } = useParams();
  const { state } = useLocation();
  const fromState = (state as { category?: unknown } | null)?.category;
  return normalizeCategoryName(typeof fromState === 'string' && fromState.trim() ? fromState : cat);
}

/** Kids Lock (spec §5): a user under 10 may open only the kid-friendly categories. */
export function KidsLockGuard() {
  const { age } = useAuth();
  const { cat = '' } = useParams();
  const category = useCategoryParam();
  // both the URL and a category passed in router state must be allowed
  if (!isCategoryAllowed(age, category) || !isCategoryAllowed(age, cat)) return <Navigate to="/not-allowed" replace />;
  return <Outlet />;
}
