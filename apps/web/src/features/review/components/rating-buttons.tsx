import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RatingIntervals } from '@curio/core/review';
import { REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { RATING_LABELS, type RatingValue } from '@curio/core/review-rules';

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
  const suggestedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => suggestedRef.current?.focus(), []);
  return (
    <Box>
      <Typography id="rating-prompt" variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {REVIEW_WEB_MSG.howWell}
      </Typography>
      <Box role="group" aria-labelledby="rating-prompt" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1 }}>
        {RATING_VALUES.map((rating) => {
          const label = RATING_LABELS[rating];
          const isSuggested = rating === suggested;
          return (
            <Button
              key={rating}
              ref={isSuggested ? suggestedRef : undefined}
              variant={isSuggested ? 'contained' : 'outlined'}
              color={RATING_COLORS[rating]}
              onClick={() => onRate(rating)}
              aria-label={REVIEW_WEB_MSG.rateAria(label, intervals[rating]) + (isSuggested ? ` (${REVIEW_WEB_MSG.suggested.toLowerCase()})` : '')}
              aria-keyshortcuts={String(rating)}
              sx={{ flexDirection: 'column', py: 1, lineHeight: 1.3 }}
            >
              <Box component="span" sx={{ fontSize: 16 }}>
                {label}
              </Box>
              {/* full colour: dimmed, 13 px text on the coloured buttons fell under AA's 4.5:1 */}
              <Box component="span" sx={{ fontSize: 13, fontWeight: 400 }}>
                {intervals[rating]}
              </Box>
              <Box component="kbd" sx={{ fontFamily: 'inherit', fontSize: 11, fontWeight: 400, display: { xs: 'none', sm: 'block' } }}>
                {rating}
              </Box>
            </Button>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, mt: 1 }}>
        {REVIEW_WEB_MSG.keysHint}
      </Typography>
    </Box>
  );
}
