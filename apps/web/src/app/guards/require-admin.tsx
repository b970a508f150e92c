import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useAuth } from '../../lib/use-auth';

/** Admin delete-by-topic pages: everyone else is sent to the welcome page (docs/product.md#roles-and-permissions). */
export function RequireAdmin() {
  const { isAdmin, loading } = useAuth();
  if (loading) return <PageLoader />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
