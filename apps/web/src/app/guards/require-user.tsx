import { Navigate, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { PageLoader } from '../../components/page-loader';
import { ErrorState } from '../../components/error-state';
import { useAuth } from '../../lib/use-auth';

/** Signed-in users only; others go to /login, which brings them back here afterwards. */
export function RequireUser() {
  const { user, loading, error, retry } = useAuth();
  const location = useLocation();
  if (loading) return <PageLoader label="Checking your session" />;
  if (error && !user) {
    return (
      <Box sx={{ p: 3 }}>
        <ErrorState message="We could not check your session." onRetry={() => void retry()} />
      </Box>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
