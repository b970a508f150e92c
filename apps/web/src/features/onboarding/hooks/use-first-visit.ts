import { useEffect, useState, useSyncExternalStore } from 'react';
import { readFlag, setFlag, STORAGE_KEYS } from '../../../lib/storage';

let firstVisit: boolean | undefined;
/** Read once per page load, before the effect below marks the browser as visited. */
const isFirstVisit = () => (firstVisit ??= !readFlag(STORAGE_KEYS.hasVisited));
const unchanging = () => () => {};

/**
 * The welcome banner greets a browser's first visit (hasVisited), once. Not shown while React takes
 * over the page drawn at build time (prerender.tsx), which cannot know; right after that.
 */
export function useFirstVisit() {
  const first = useSyncExternalStore(unchanging, isFirstVisit, () => false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    setFlag(STORAGE_KEYS.hasVisited);
  }, []);

  return { showBanner: first && !dismissed, dismissBanner: () => setDismissed(true) };
}
