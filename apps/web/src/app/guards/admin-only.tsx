import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useAuth } from '../../lib/use-auth';

const AccessDeniedPage = lazy(async () => ({ default: (await import('../routes/access-denied-page')).AccessDeniedPage }));

/** The upload panel answers non-admins in place instead of redirecting (docs/product.md#roles-and-permissions). */
export function AdminOnly() {
  const { isAdmin, loading } = useAuth();
  if (loading) return <PageLoader />;
  if (!isAdmin) {
    return (
      <Suspense fallback={<PageLoader />}>
        <AccessDeniedPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
