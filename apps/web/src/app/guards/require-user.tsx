import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { ErrorState } from '../../components/error-state';
import { StatusMessage } from '../../components/status-message';
import { StatusPage } from '../../components/status-page';
import { useAuth } from '../../lib/use-auth';
import { ButtonLink } from '../../ui';
import css from './require-user.module.css';

/** What a guest reads on a page that says why it needs a learner, instead of sending them to /login. */
export interface GuestPrompt {
  text: string;
  /** a whole-page notice under this title and icon, instead of the sentence alone */
  notice?: { title: string; icon: ReactNode };
}

/**
 * Signed-in users only. Others go to /login, which brings them back here afterwards; on a page with
 * a `guest` prompt they stay, read it, and find a Log in that brings them back the same way.
 */
export function RequireUser({ guest }: { guest?: GuestPrompt }) {
  const { user, loading, error, retry } = useAuth();
  const location = useLocation();
  if (loading) return <PageLoader label="Checking your session" />;
  if (error && !user) {
    return (
      <div className={css.error}>
        <ErrorState message="We could not check your session." onRetry={() => void retry()} />
      </div>
    );
  }
  if (user) return <Outlet />;
  if (!guest) return <Navigate to="/login" replace state={{ from: location }} />;

  const logIn = (
    <ButtonLink to="/login" state={{ from: location }} variant="contained">
      Log in
    </ButtonLink>
  );
  if (guest.notice) return <StatusPage icon={guest.notice.icon} title={guest.notice.title} message={guest.text} actions={logIn} />;
  return <StatusMessage text={guest.text} action={logIn} />;
}
