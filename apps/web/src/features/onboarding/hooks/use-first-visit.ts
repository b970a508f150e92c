import { startTransition, useEffect, useState } from 'react';
import { readFlag, setFlag, STORAGE_KEYS } from '../../../lib/storage';

let firstVisit: boolean | undefined;
/** Read once per page load, before the effect below marks the browser as visited. */
const isFirstVisit = () => (firstVisit ??= !readFlag(STORAGE_KEYS.hasVisited));

/**
 * The welcome banner greets a browser's first visit (hasVisited), once. Decided once the page is
 * on screen: the page drawn at build time (prerender.tsx) cannot know.
 */
export function useFirstVisit() {
  const [first, setFirst] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (isFirstVisit()) startTransition(() => setFirst(true));
    setFlag(STORAGE_KEYS.hasVisited);
  }, []);

  return { showBanner: first && !dismissed, dismissBanner: () => setDismissed(true) };
}
