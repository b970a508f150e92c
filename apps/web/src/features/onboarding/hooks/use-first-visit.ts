import { useEffect, useState } from 'react';
import { readFlag, setFlag, STORAGE_KEYS } from '../../../lib/storage';

/** The welcome banner greets a browser's first visit (hasVisited), once. */
export function useFirstVisit() {
  const [firstVisit] = useState(() => !readFlag(STORAGE_KEYS.hasVisited));
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    setFlag(STORAGE_KEYS.hasVisited);
  }, []);

  return { showBanner: firstVisit && !dismissed, dismissBanner: () => setDismissed(true) };
}
