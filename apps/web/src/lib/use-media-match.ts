import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a media query matches, as MUI's useMediaQuery; null until the page is on screen. The
 * page drawn at build time (prerender.tsx) has no screen to ask, and the one React takes over
 * suits every width by CSS; learning the width is then a transition, not one long re-render.
 */
export function useMediaMatch(mediaQuery: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    const list = window.matchMedia(mediaQuery.replace(/^@media\s*/, ''));
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [mediaQuery]);
  return matches;
}
