import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useAuth } from '../../lib/use-auth';

/** Where /login was asked to return to (router state `from`), else home. */
function returnTarget(state: unknown) {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return { to: '/', state: undefined };
  return { to: `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, state: from.state as unknown };
}

/** Login and sign-up: a signed-in visitor is sent on at once — also right after signing in. */
export function GuestOnly() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageLoader label="Checking your session" fullScreen />;
  if (user) {
    const { to, state } = returnTarget(location.state);
    return <Navigate to={to} replace state={state} />;
  }
  return <Outlet />;
}
