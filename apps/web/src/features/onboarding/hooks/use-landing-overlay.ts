import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { shouldShowLanding } from '@curio/core/landing';
import { landingShownKey, readFlag, setFlag, STORAGE_KEYS } from '../../../lib/storage';

interface Decision {
  /** whom it was decided for: 'guest', a user id, or null while the session is unknown */
  visitor: string | null;
  open: boolean;
}

/**
 * docs/product.md#states-and-transitions: decided once per visitor when the session is known, so marking it shown for this
 * browser session does not hide it again at once.
 */
export function useLandingOverlay({ ready, userId }: { ready: boolean; userId: string | null }) {
  const { search } = useLocation();
  const visitor = ready ? (userId ?? 'guest') : null;
  const [decision, setDecision] = useState<Decision>({ visitor: null, open: false });

  if (decision.visitor !== visitor) {
    setDecision({
      visitor,
      open:
        visitor !== null &&
        shouldShowLanding({
          loggedIn: userId !== null,
          sawLanding: readFlag(STORAGE_KEYS.sawLanding),
          shownThisSession: userId !== null && readFlag(landingShownKey(userId), 'session'),
          search,
        }),
    });
  }

  useEffect(() => {
    if (decision.open && userId) setFlag(landingShownKey(userId), 'session');
  }, [decision.open, userId]);

  const close = () => {
    setFlag(STORAGE_KEYS.sawLanding);
    setDecision((d) => ({ ...d, open: false }));
  };

  return { open: decision.open, decided: decision.visitor !== null, close };
}
