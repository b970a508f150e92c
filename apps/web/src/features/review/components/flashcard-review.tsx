import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { Flashcard } from '@curio/core/catalogue';
import type { RatingIntervals } from '@curio/core/review';
import { REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { RATINGS, type RatingValue } from '@curio/core/review-rules';
import { FlashcardContent } from '../../../components/flashcard-content';
import { useReviewKeys } from '../hooks/use-review-keys';
import { RatingButtons } from './rating-buttons';

interface Props {
  card: Flashcard;
  intervals: RatingIntervals;
  onRate: (rating: RatingValue) => void;
}

/** A flashcard's front (its concept); Space or Enter shows the whole card, then the learner rates it. */
export function FlashcardReview({ card, intervals, onRate }: Props) {
  const [revealed, setRevealed] = useState(false);
  // Anki's default after the reveal is Good
  useReviewKeys(revealed ? { onRate, onAccept: () => onRate(RATINGS.good) } : { onAccept: () => setRevealed(true) });

  return (
    <Stack spacing={3} alignItems={revealed ? 'stretch' : 'flex-start'}>
      {/* one live region for both sides: the back is read out when it appears, while the focus goes to the ratings */}
      <Box aria-live="polite">
        {revealed ? (
          <FlashcardContent card={card} />
        ) : (
          <>
            <Typography variant="subtitle2" component="p" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6, mb: 0.5 }}>
              Concept
            </Typography>
            <Typography variant="h5" component="p" sx={{ lineHeight: 1.45, fontWeight: 500 }}>
              {card.concept}
            </Typography>
          </>
        )}
      </Box>
      {revealed ? (
        <RatingButtons intervals={intervals} suggested={RATINGS.good} onRate={onRate} />
      ) : (
        <Stack spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Button variant="contained" size="large" startIcon={<VisibilityOutlinedIcon />} onClick={() => setRevealed(true)} aria-keyshortcuts="Space Enter">
            {REVIEW_WEB_MSG.showAnswer}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {REVIEW_WEB_MSG.revealHint}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
