import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, as MUI's useMediaQuery; null while React takes over the page
 * drawn at build time (prerender.tsx), which has no screen to ask: that page suits every width by CSS.
 */
export function useMediaMatch(mediaQuery: string): boolean | null {
  const query = mediaQuery.replace(/^@media\s*/, '');
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}
