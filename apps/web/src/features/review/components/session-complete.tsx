import { useEffect, useRef } from 'react';
import { mdiCheckCircleOutline } from '@mdi/js';
import type { ReviewSummary } from '@curio/core/review';
import { REVIEW_MSG, REVIEW_ITEM_LABELS, REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { RATING_LABELS, RATINGS } from '@curio/core/review-rules';
import { Button, ButtonLink, Card, Chip, Container, Icon, Stack, Text } from '../../../ui';
import { dueTime } from '../due-time';
import { itemFacts } from '../review-item';
import { OutboxNote } from './outbox-note';
import type { Reviewed } from './review-session';
import css from './session-complete.module.css';

const RATING_CHIP_COLORS = { 1: 'error', 2: 'warning', 3: 'success', 4: 'primary' } as const;

interface Props {
  userId: string;
  reviewed: Reviewed[];
  /** the summary after the session; its counts still include ratings waiting in the outbox */
  summary: ReviewSummary | undefined;
  moreDue: number;
  starting: boolean;
  onMore: () => void;
}

/** The end of a session: what was reviewed, how much was remembered, and what comes next. */
export function SessionComplete({ userId, reviewed, summary, moreDue, starting, onMore }: Props) {
  const remembered = reviewed.filter(({ rating }) => rating > RATINGS.again).length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Container maxWidth="md" className={css.page}>
      <Card className={css.card}>
        <Stack direction="row" gap={1.5} align="center" className={css.title}>
          <Icon path={mdiCheckCircleOutline} size="inherit" className={css.done} />
          <h1 tabIndex={-1} ref={headingRef} className={css.heading}>
            {REVIEW_WEB_MSG.sessionDone}
          </h1>
        </Stack>
        <Text className={css.stats}>{REVIEW_WEB_MSG.sessionStats(reviewed.length, remembered)}</Text>

        <ul aria-label="Reviewed items" className={css.list}>
          {reviewed.map(({ item, rating, next }) => {
            const facts = itemFacts(item);
            return (
              <li key={`${facts.item_type}:${facts.item_id}`} className={css.item}>
                <div className={css.itemText}>
                  <Text className={css.clamp}>{facts.text}</Text>
                  <Text variant="caption" tone="secondary">
                    {REVIEW_ITEM_LABELS[facts.item_type]} · {facts.course} · {facts.topic}
                  </Text>
                </div>
                <Stack align="flex-end" gap={0.25} className={css.rating}>
                  <Chip size="small" label={RATING_LABELS[rating]} color={RATING_CHIP_COLORS[rating]} variant="outlined" />
                  <Text variant="caption" tone="secondary" noWrap>
                    {REVIEW_WEB_MSG.nextIn(next)}
                  </Text>
                </Stack>
              </li>
            );
          })}
        </ul>

        <Text tone="secondary" className={css.stats}>
          {moreDue > 0
            ? REVIEW_WEB_MSG.moreDue(moreDue)
            : summary?.next_due
              ? REVIEW_WEB_MSG.nextDue(dueTime(summary.next_due, new Date()))
              : REVIEW_MSG.nothingDue}
        </Text>
        <Stack rowFrom="sm" gap={1.5}>
          {moreDue > 0 && (
            <Button variant="contained" onClick={onMore} disabled={starting}>
              {REVIEW_WEB_MSG.reviewMore}
            </Button>
          )}
          <ButtonLink to="/" variant={moreDue > 0 ? 'outlined' : 'contained'}>
            {REVIEW_WEB_MSG.goHome}
          </ButtonLink>
        </Stack>
        <div className={css.outbox}>
          <OutboxNote userId={userId} />
        </div>
      </Card>
    </Container>
  );
}
