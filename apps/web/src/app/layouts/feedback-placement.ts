import { createContext, lazy, useContext, useEffect } from 'react';

// not with the welcome page's code, where the button is hidden
export const FeedbackFab = lazy(async () => ({ default: (await import('../../features/feedback/components/feedback-fab')).FeedbackFab }));

/**
 * A layout with a top bar tells the root layout so while it is on screen: on a phone the feedback
 * button then sits in that bar instead of floating over the page, where it would cover whatever
 * control scrolls under it.
 */
export const FeedbackBarContext = createContext<(present: boolean) => void>(() => {});

export function useTopBarForFeedback() {
  const setPresent = useContext(FeedbackBarContext);
  useEffect(() => {
    setPresent(true);
    return () => setPresent(false);
  }, [setPresent]);
}
