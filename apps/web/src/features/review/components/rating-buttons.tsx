import type { RatingIntervals } from '@curio/core/review';
import { REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { RATING_LABELS, type RatingValue } from '@curio/core/review-rules';
import { Button, Text } from '../../../ui';
import css from './rating-buttons.module.css';

const RATING_VALUES = [1, 2, 3, 4] as const satisfies readonly RatingValue[];
const RATING_COLORS = { 1: 'error', 2: 'warning', 3: 'success', 4: 'primary' } as const;

interface Props {
  intervals: RatingIntervals;
  /** highlighted and focused: Enter or Space takes it */
  suggested: RatingValue;
  onRate: (rating: RatingValue) => void;
}

/** Again / Hard / Good / Easy, each with the interval it would give, as Anki shows them. */
export function RatingButtons({ intervals, suggested, onRate }: Props) {
  return (
    <div>
      <Text id="rating-prompt" variant="subtitle2" className={css.prompt}>
        {REVIEW_WEB_MSG.howWell}
      </Text>
      <div role="group" aria-labelledby="rating-prompt" className={css.grid}>
        {RATING_VALUES.map((rating) => {
          const label = RATING_LABELS[rating];
          const isSuggested = rating === suggested;
          return (
            <Button
              key={rating}
              // the suggested rating takes the focus as it appears: Enter or Space takes it
              autoFocus={isSuggested}
              variant={isSuggested ? 'contained' : 'outlined'}
              color={RATING_COLORS[rating]}
              onClick={() => onRate(rating)}
              aria-label={REVIEW_WEB_MSG.rateAria(label, intervals[rating]) + (isSuggested ? ` (${REVIEW_WEB_MSG.suggested.toLowerCase()})` : '')}
              aria-keyshortcuts={String(rating)}
              className={css.rating}
            >
              <span className={css.label}>{label}</span>
              {/* full colour: dimmed, 13 px text on the coloured buttons fell under AA's 4.5:1 */}
              <span className={css.interval}>{intervals[rating]}</span>
              <kbd className={css.key}>{rating}</kbd>
            </Button>
          );
        })}
      </div>
      <Text variant="caption" tone="secondary" className={css.hint}>
        {REVIEW_WEB_MSG.keysHint}
      </Text>
    </div>
  );
}
