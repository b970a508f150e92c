import { useState } from 'react';
import { mdiEyeOutline } from '@mdi/js';
import type { Flashcard } from '@curio/core/catalogue';
import type { RatingIntervals } from '@curio/core/review';
import { REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { RATINGS, type RatingValue } from '@curio/core/review-rules';
import { FlashcardContent } from '../../../components/flashcard-content';
import { Button, Icon, Stack, Text } from '../../../ui';
import { useReviewKeys } from '../hooks/use-review-keys';
import { RatingButtons } from './rating-buttons';
import css from './flashcard-review.module.css';

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
    <Stack gap={3} align={revealed ? 'stretch' : 'flex-start'}>
      {/* one live region for both sides: the back is read out when it appears, while the focus goes to the ratings */}
      <div aria-live="polite">
        {revealed ? (
          <FlashcardContent card={card} />
        ) : (
          <>
            <Text variant="subtitle2" tone="brand" className={css.kicker}>
              Concept
            </Text>
            <Text variant="h5" as="p" className={css.concept}>
              {card.concept}
            </Text>
          </>
        )}
      </div>
      {revealed ? (
        <RatingButtons intervals={intervals} suggested={RATINGS.good} onRate={onRate} />
      ) : (
        <Stack gap={1} className={css.reveal}>
          <Button variant="contained" size="large" startIcon={<Icon path={mdiEyeOutline} size="small" />} onClick={() => setRevealed(true)} aria-keyshortcuts="Space Enter">
            {REVIEW_WEB_MSG.showAnswer}
          </Button>
          <Text variant="caption" tone="secondary" className={css.hint}>
            {REVIEW_WEB_MSG.revealHint}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
