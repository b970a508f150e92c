import type { ReactNode } from 'react';
import { mdiBabyFaceOutline, mdiMagnifyRemoveOutline } from '@mdi/js';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import type { SetDetail } from '@curio/core/study-sets';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusPage } from '../../../components/status-page';
import { ButtonLink, Container, Icon } from '../../../ui';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/use-auth';
import { useSet } from '../api/get-set';
import { SETS_PATH, type SetRef } from '../set-paths';
import { SETS_TEXT } from '../sets-texts';
import { useSetRef } from '../use-set-ref';
import css from './set-screen.module.css';

const toMySets = (
  <ButtonLink to={SETS_PATH} variant="contained">
    {SETS_TEXT.title}
  </ButtonLink>
);

export type SetScreen = { ready: true; ref: SetRef; set: SetDetail } | { ready: false; screen: ReactNode };

/**
 * The set a /sets/… screen is about, or what to show until there is one: the loader, Kids Lock's
 * refusal of someone else's set (the server refuses it too), a link that opens nothing, a failure.
 */
export function useSetScreen(): SetScreen {
  const ref = useSetRef();
  const { kidsLocked } = useAuth();
  const shared = ref !== null && 'slug' in ref;
  const set = useSet(kidsLocked && shared ? null : ref);

  if (kidsLocked && shared) {
    return { ready: false, screen: <StatusPage icon={<Icon path={mdiBabyFaceOutline} />} title="Kids Lock is on" message={SETS_MSG.kidsCannotOpenShared} actions={toMySets} /> };
  }
  const missing = !ref || (set.isError && isApiError(set.error) && (set.error.status === 404 || set.error.status === 403 || set.error.status === 400));
  if (missing) {
    const message = set.isError ? errorMessage(set.error, SETS_MSG.notFound) : shared ? SETS_MSG.notShared : SETS_MSG.notFound;
    return { ready: false, screen: <StatusPage icon={<Icon path={mdiMagnifyRemoveOutline} />} title="No set here" message={message} actions={toMySets} /> };
  }
  if (set.isPending) return { ready: false, screen: <PageLoader label="Loading the set" /> };
  if (set.isError) {
    return {
      ready: false,
      screen: (
        <Container maxWidth="md" className={css.page}>
          <ErrorState message={errorMessage(set.error, SETS_TEXT.setLoadFailed)} onRetry={() => void set.refetch()} />
        </Container>
      ),
    };
  }
  return { ready: true, ref, set: set.data };
}
