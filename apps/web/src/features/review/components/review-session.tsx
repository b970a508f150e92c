import { useEffect, useMemo, useRef, useState } from 'react';
import { mdiClose } from '@mdi/js';
import type { ReviewSessionItem } from '@curio/core/review';
import { REVIEW_ITEM_LABELS, REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { REVIEW_DURATION_MAX_MS, type RatingValue } from '@curio/core/review-rules';
import { previewIntervals } from '@curio/core/review-schedule';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { newClientId } from '../../../lib/outbox';
import { Button, Card, Chip, Container, Icon, ProgressBar, Stack, Text } from '../../../ui';
import type { CheckAnswer } from '../api/start-review';
import { enqueueRating } from '../review-outbox';
import { itemFacts } from '../review-item';
import { FlashcardReview } from './flashcard-review';
import { QuestionReview } from './question-review';
import { OutboxNote } from './outbox-note';
import css from './review-session.module.css';

export interface Reviewed {
  item: ReviewSessionItem;
  rating: RatingValue;
  /** when it comes back, as its rating's button said */
  next: string;
}

interface Props {
  userId: string;
  items: ReviewSessionItem[];
  /** grades a question's picked option */
  check: CheckAnswer;
  /** the session is over: every item rated, or the learner ended it */
  onEnd: (reviewed: Reviewed[]) => void;
}

/** One item at a time. Each rating goes to the outbox and the next item shows at once, online or not. */
export function ReviewSession({ userId, items, check, onEnd }: Props) {
  const [index, setIndex] = useState(0);
  const [ending, setEnding] = useState(false);
  const reviewed = useRef<Reviewed[]>([]);
  const shownAt = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    shownAt.current = Date.now();
    // the heading names the item and its place, for screen readers; Enter or Space then reveal a card
    headingRef.current?.focus();
  }, [index]);

  const item = items[index];
  // as of when the item is shown: a queue downloaded for offline may be days old
  const intervals = useMemo(() => (item ? previewIntervals(item.card, new Date()) : null), [item]);
  if (!item || !intervals) return null;
  const facts = itemFacts(item);

  const rate = (rating: RatingValue) => {
    // one rating per item, however quickly keys follow each other
    if (reviewed.current.length !== index) return;
    const now = Date.now();
    void enqueueRating(userId, {
      item_type: facts.item_type,
      item_id: facts.item_id,
      body: {
        review_id: newClientId(),
        rating,
        answered_at: new Date(now).toISOString(),
        duration_ms: Math.min(REVIEW_DURATION_MAX_MS, Math.max(0, now - shownAt.current)),
      },
    });
    reviewed.current = [...reviewed.current, { item, rating, next: intervals[rating] }];
    if (index + 1 >= items.length) onEnd(reviewed.current);
    else setIndex(index + 1);
  };

  return (
    <Container maxWidth="md" className={css.session}>
      <Stack gap={2}>
        <div>
          <Stack direction="row" align="center" gap={1}>
            <h1
              ref={headingRef}
              tabIndex={-1}
              aria-label={`${REVIEW_WEB_MSG.itemOf(index + 1, items.length)}: ${REVIEW_ITEM_LABELS[facts.item_type]}, ${facts.course}, ${facts.topic}`}
              className={css.heading}
            >
              {REVIEW_WEB_MSG.itemOf(index + 1, items.length)}
            </h1>
            <Chip label={REVIEW_ITEM_LABELS[facts.item_type]} size="small" color={facts.item_type === 'question' ? 'secondary' : 'primary'} variant="outlined" />
          </Stack>
          {/* wraps rather than truncates: the course and topic are what tell the learner where this comes from */}
          <Text variant="overline" tone="secondary" as="p" className={css.place}>
            {facts.course} · {facts.topic}
          </Text>
        </div>
        <ProgressBar value={(index / items.length) * 100} label="Review progress" />
        {/* keyed by item: its answer, reveal and timer start afresh */}
        <Card key={`${facts.item_type}:${facts.item_id}`} className={css.item}>
          {item.item_type === 'question' ? (
            <QuestionReview question={item.question} check={check} intervals={intervals} onRate={rate} />
          ) : (
            <FlashcardReview card={item.flashcard} intervals={intervals} onRate={rate} />
          )}
        </Card>
        <OutboxNote userId={userId} />
        {/* after the item: the first Tab from the heading reaches the answers, not the way out */}
        <Stack direction="row" justify="flex-end">
          <Button color="inherit" startIcon={<Icon path={mdiClose} size="small" />} onClick={() => setEnding(true)}>
            {REVIEW_WEB_MSG.endSession}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={ending}
        title={REVIEW_WEB_MSG.endConfirmTitle}
        message={REVIEW_WEB_MSG.endConfirmText}
        confirmLabel={REVIEW_WEB_MSG.endSession}
        cancelLabel={REVIEW_WEB_MSG.keepGoing}
        destructive={false}
        onConfirm={() => onEnd(reviewed.current)}
        onCancel={() => setEnding(false)}
      />
    </Container>
  );
}
