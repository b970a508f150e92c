import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { mdiArrowLeft, mdiArrowRight, mdiDeleteOutline, mdiReplay, mdiShareVariantOutline, mdiTrophyOutline } from '@mdi/js';
import type { Flashcard } from '@curio/core/catalogue';
import { SHARE_MSG } from '@curio/core/learning-messages';
import { nextIndex, stepBackAfterDelete, summaryLines } from '@curio/core/quiz-rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { FlashcardContent } from '../../../components/flashcard-content';
import { NotDownloaded } from '../../../components/not-downloaded';
import { PageLoader } from '../../../components/page-loader';
import { isNotDownloaded } from '../../../lib/offline-store';
import { shareOrCopy } from '../../../lib/share';
import { useDeleteFlashcard } from '../api/delete-flashcard';
import { StatusMessage } from '../../../components/status-message';
import { Button, Card, Chip, Container, Icon, IconButton, ProgressBar, Stack, Switch, Text, Tooltip } from '../../../ui';
import { FLASHCARD_MSG, TYPE_ANSWER_MSG } from '../flashcard-messages';
import { cardBack, useTypeAnswerMode } from '../type-answer';
import { TypeAnswer } from './type-answer';
import css from './flashcard-deck.module.css';

export interface FlashcardDeckProps {
  /** the cards of the session, whichever call brings them (a catalogue topic, a study set) */
  cards: UseQueryResult<Flashcard[]>;
  /** the way back to where the session was chosen */
  backButton: ReactNode;
  /** what an empty deck says */
  emptyText: string;
  /** an admin may delete a catalogue card from here */
  canDelete: boolean;
  /** "Add to review", once the session is a whole topic */
  addToReview?: ReactNode;
  /** extra actions on a card (the bookmark toggle), composed in by the app */
  cardActions?: (card: Flashcard) => ReactNode;
}

function cardText(card: Flashcard): string {
  return [card.concept, card.example, ...summaryLines(card.summary), card.protip].filter(Boolean).join('\n\n');
}

/** A study session (docs/routes.md#screens-and-web-routes, docs/product.md#states-and-transitions): one flashcard at a time, Previous and Next, then done. */
export function FlashcardDeck({ cards, backButton, emptyText, canDelete, addToReview = null, cardActions }: FlashcardDeckProps) {
  const deleteCard = useDeleteFlashcard();
  const [index, setIndex] = useState(0);
  const [completed, setCompleted] = useState(false);
  // an admin's deletions are dropped from this session's deck without refetching it
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [typing, setTyping] = useTypeAnswerMode();
  // in "type the answer" mode: the card whose back is shown, and which checked cards counted as right
  const [revealed, setRevealed] = useState<number | null>(null);
  const [typedRight, setTypedRight] = useState<ReadonlyMap<number, boolean>>(new Map());
  const fieldRef = useRef<HTMLInputElement>(null);
  const conceptId = useId();
  // the Next button that had the focus is gone once the deck is done: the heading takes it
  const completedRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (completed) completedRef.current?.focus();
  }, [completed]);
  // a new card is read from its start: the page goes back to the top and the focus to the card's
  // heading, not left where the learner pressed Next at the end of the last one; when the learner
  // types the answer, to the field, which is read with the counter and the card's front
  const headingRef = useRef<HTMLHeadingElement>(null);
  const counterId = useId();
  const shownCard = useRef<number | null>(null);
  const deck = useMemo(() => (cards.data ?? []).filter((card) => !deleted.has(card.id)), [cards.data, deleted]);
  const current = Math.min(index, Math.max(0, deck.length - 1));
  const cardId = completed ? null : (deck[current]?.id ?? null);
  useEffect(() => {
    if (cardId === null) return;
    if (shownCard.current !== null && shownCard.current !== cardId) {
      window.scrollTo({ top: 0 });
      (fieldRef.current ?? headingRef.current)?.focus({ preventScroll: true });
    }
    shownCard.current = cardId;
  }, [cardId]);

  if (cards.isPending) return <PageLoader label="Loading flashcards" />;
  if (cards.isError && isNotDownloaded(cards.error)) return <NotDownloaded what="This topic" onRetry={() => void cards.refetch()} />;
  if (cards.isError) {
    return (
      <Container maxWidth="md" className={css.error}>
        <ErrorState message="We could not load the flashcards." onRetry={() => void cards.refetch()} />
      </Container>
    );
  }

  if (deck.length === 0) return <StatusMessage text={emptyText} action={backButton} />;

  const card = deck[current]!;
  const back = typing ? cardBack(card) : '';
  const goTo = (next: number, done = false) => {
    setIndex(next);
    setCompleted(done);
    setRevealed(null);
  };
  const goNext = () => {
    const next = nextIndex(current, deck.length);
    goTo(next.index, next.completed);
  };

  const share = async () => {
    const outcome = await shareOrCopy({ title: card.topic, text: `${cardText(card)}\n\n${window.location.href}` });
    if (outcome === 'copied') toast.success(SHARE_MSG.linkCopied);
    else if (outcome === 'failed') toast.error(SHARE_MSG.shareFailed);
  };

  const confirmDelete = () =>
    deleteCard.mutate(card.id, {
      onSuccess: () => {
        setDeleted((prev) => new Set(prev).add(card.id));
        goTo(stepBackAfterDelete(current));
        setConfirming(false);
        toast.success(FLASHCARD_MSG.deleted);
      },
      onError: () => {
        setConfirming(false);
        toast.error(FLASHCARD_MSG.deleteFailed);
      },
    });

  if (completed) {
    return (
      <Container maxWidth="sm" className={css.done}>
        <Card className={css.doneCard}>
          <Icon path={mdiTrophyOutline} size="inherit" className={css.trophy} />
          <h1 ref={completedRef} tabIndex={-1} className={css.doneTitle}>
            {FLASHCARD_MSG.completed}
          </h1>
          {typing && typedRight.size > 0 && (
            <Text tone="secondary" className={css.tally}>
              {TYPE_ANSWER_MSG.tally([...typedRight.values()].filter(Boolean).length, typedRight.size)}
            </Text>
          )}
          <Stack rowFrom="sm" gap={1.5} justify="center">
            <Button
              variant="contained"
              startIcon={<Icon path={mdiReplay} size="small" />}
              onClick={() => {
                goTo(0);
                setTypedRight(new Map());
              }}
            >
              Restart Session
            </Button>
            {backButton}
          </Stack>
          {addToReview && (
            <Stack align="center" className={css.addToReview}>
              {addToReview}
            </Stack>
          )}
        </Card>
      </Container>
    );
  }

  return (
    <Container maxWidth="md" className={css.deck}>
      <Stack direction="row" align="center" justify="space-between" wrap gap={1} className={css.toolbar}>
        {backButton}
        <Stack direction="row" wrap gap={1} align="center">
          {addToReview}
          <Switch checked={typing} onChange={(e) => setTyping(e.target.checked)} label={TYPE_ANSWER_MSG.mode} />
          <span id={counterId}>
            <Chip label={`Flashcard ${current + 1} of ${deck.length}`} color="primary" variant="outlined" />
          </span>
        </Stack>
      </Stack>

      <Card className={css.card}>
        {/* the counter says the same in words */}
        <div aria-hidden>
          <ProgressBar value={((current + 1) / deck.length) * 100} label="Flashcard progress" />
        </div>
        <div className={css.head}>
          <Text variant="overline" as="p" tone="accent" bold>
            {FLASHCARD_MSG.header}
          </Text>
          {/* takes the focus when another card opens: a ring for the keyboard, none for a tap */}
          <h1 ref={headingRef} tabIndex={-1} aria-describedby={counterId} className={css.topic}>
            {card.topic}
          </h1>
          {/* a study set's flat topic is also its module: said once */}
          {card.module !== card.topic && <Text tone="secondary">{card.module}</Text>}
        </div>

        <div className={css.body}>
          {back ? (
            <Stack gap={3}>
              <FlashcardContent card={card} part="front" conceptId={conceptId} />
              <TypeAnswer
                key={card.id}
                back={back}
                inputRef={fieldRef}
                describedBy={`${counterId} ${conceptId}`}
                onChecked={(right) => {
                  setRevealed(card.id);
                  setTypedRight((prev) => new Map(prev).set(card.id, right));
                }}
                onNext={goNext}
              />
              {revealed === card.id && <FlashcardContent card={card} part="back" />}
            </Stack>
          ) : (
            <FlashcardContent card={card} />
          )}
        </div>

        <Stack direction="row" align="center" gap={0.5} className={css.actions}>
          {cardActions?.(card)}
          <Tooltip title="Share">
            <IconButton label="Share flashcard" onClick={() => void share()}>
              <Icon path={mdiShareVariantOutline} />
            </IconButton>
          </Tooltip>
          {canDelete && (
            <Tooltip title="Delete flashcard">
              <IconButton label="Delete flashcard" color="error" onClick={() => setConfirming(true)}>
                <Icon path={mdiDeleteOutline} />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      </Card>

      <Stack direction="row" justify="space-between" className={css.nav}>
        <Button variant="outlined" startIcon={<Icon path={mdiArrowLeft} size="small" />} disabled={current === 0} onClick={() => goTo(current - 1)}>
          Previous
        </Button>
        <Button variant="contained" endIcon={<Icon path={mdiArrowRight} size="small" />} onClick={goNext}>
          Next
        </Button>
      </Stack>

      <ConfirmDialog
        open={confirming}
        title="Delete flashcard"
        message={FLASHCARD_MSG.confirmDelete}
        confirmLabel="Delete"
        pending={deleteCard.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  );
}
