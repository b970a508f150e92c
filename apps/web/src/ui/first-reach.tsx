import { startTransition, Suspense, useMemo, useState, type ReactElement, type SetStateAction } from 'react';

/**
 * A control whose code loads when the learner first reaches for it (a menu, a tooltip, the course
 * picker): until then a stand-in is drawn, one that looks the same and needs none of that code.
 * `preload` fetches the code ahead (the pointer is over it, focus is on it); `reach` asks for the
 * loaded part, saying how it should start (open, focused…); `retract` takes the ask back before it is
 * met. Draw it with `FirstReach`.
 */
export function useFirstReach<T>(load: () => Promise<unknown>) {
  const [reached, setReached] = useState<T | null>(null);
  const actions = useMemo(
    () => ({
      preload: () => void load(),
      reach: (how: SetStateAction<T | null>) => {
        void load();
        // a transition: the stand-in stays as it is, and answers, while the code arrives
        startTransition(() => setReached(how));
      },
      retract: () => setReached(null),
    }),
    [load],
  );
  return { reached, ...actions };
}

/** The stand-in until the part is reached for and its code is in, then the part. */
export function FirstReach({ part, standIn }: { part: ReactElement | null; standIn: ReactElement }) {
  return <Suspense fallback={standIn}>{part ?? standIn}</Suspense>;
}
