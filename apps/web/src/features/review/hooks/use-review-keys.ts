import { useEffect, useEffectEvent } from 'react';
import type { RatingValue } from '@curio/core/review-rules';

const isRatingKey = (key: string) => key === '1' || key === '2' || key === '3' || key === '4';

/**
 * The review's keys, as Anki has them: 1–4 rate, Enter or Space takes the default action (reveal
 * the back, or accept the highlighted rating). On a focused button Enter and Space are the button's
 * own, so they are left to it; typing in a field (the feedback form) is never taken.
 */
export function useReviewKeys({ onRate, onAccept }: { onRate?: (rating: RatingValue) => void; onAccept?: () => void }) {
  const rate = useEffectEvent((rating: RatingValue) => onRate?.(rating));
  const accept = useEffectEvent(() => onAccept?.());
  const rating = Boolean(onRate);
  const accepting = Boolean(onAccept);
  useEffect(() => {
    if (!rating && !accepting) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (rating && isRatingKey(event.key)) {
        event.preventDefault();
        rate(Number(event.key) as RatingValue);
      } else if (accepting && (event.key === 'Enter' || event.key === ' ') && !target?.closest('button, a, [role="button"]')) {
        event.preventDefault();
        accept();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rating, accepting]);
}
