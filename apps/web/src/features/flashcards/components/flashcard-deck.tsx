import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
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
import { FLASHCARD_MSG, TYPE_ANSWER_MSG } from '../flashcard-messages';
import { cardBack, useTypeAnswerMode } from '../type-answer';
import { TypeAnswer } from './type-answer';

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
      <Container maxWidth="md" sx={{ py: 4 }}>
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
      <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <EmojiEventsOutlinedIcon color="warning" sx={{ fontSize: 64 }} aria-hidden />
          <Typography ref={completedRef} tabIndex={-1} variant="h5" component="h1" sx={{ fontWeight: 700, my: 2, outline: 'none' }}>
            {FLASHCARD_MSG.completed}
          </Typography>
          {typing && typedRight.size > 0 && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {TYPE_ANSWER_MSG.tally([...typedRight.values()].filter(Boolean).length, typedRight.size)}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center">
            <Button
              variant="contained"
              startIcon={<ReplayIcon />}
              onClick={() => {
                goTo(0);
                setTypedRight(new Map());
              }}
            >
              Restart Session
            </Button>
            {backButton}
          </Stack>
          {addToReview && <Stack sx={{ mt: 2, alignItems: 'center' }}>{addToReview}</Stack>}
        </Paper>
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap" spacing={1} sx={{ mb: 2 }}>
        {backButton}
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} alignItems="center">
          {addToReview}
          <FormControlLabel control={<Switch checked={typing} onChange={(e) => setTyping(e.target.checked)} />} label={TYPE_ANSWER_MSG.mode} sx={{ mr: 0 }} />
          <Chip id={counterId} label={`Flashcard ${current + 1} of ${deck.length}`} color="primary" variant="outlined" />
        </Stack>
      </Stack>

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <LinearProgress variant="determinate" value={((current + 1) / deck.length) * 100} aria-hidden />
        <Box sx={{ px: { xs: 2, sm: 4 }, pt: 3, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="overline" color="secondary.dark" sx={{ fontWeight: 700 }}>
            {FLASHCARD_MSG.header}
          </Typography>
          {/* takes the focus when another card opens: a ring for the keyboard, none for a tap */}
          <Typography
            ref={headingRef}
            tabIndex={-1}
            aria-describedby={counterId}
            variant="h5"
            component="h1"
            sx={{
              fontWeight: 700,
              // the ring hugs the title, not the card's whole width
              width: 'fit-content',
              maxWidth: '100%',
              borderRadius: 1,
              outline: 'none',
              // the theme's focus ring (3 px, primary.dark)
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
            }}
          >
            {card.topic}
          </Typography>
          {/* a study set's flat topic is also its module: said once */}
          {card.module !== card.topic && <Typography color="text.secondary">{card.module}</Typography>}
        </Box>

        <Box sx={{ px: { xs: 2, sm: 4 }, py: 3 }}>
          {back ? (
            <Stack spacing={3}>
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
        </Box>

        <Stack direction="row" alignItems="center" spacing={0.5} sx={{ px: { xs: 1, sm: 3 }, py: 1, borderTop: 1, borderColor: 'divider' }}>
          {cardActions?.(card)}
          <Tooltip title="Share">
            <IconButton aria-label="Share flashcard" onClick={() => void share()}>
              <ShareOutlinedIcon />
            </IconButton>
          </Tooltip>
          {canDelete && (
            <Tooltip title="Delete flashcard">
              <IconButton aria-label="Delete flashcard" color="error" onClick={() => setConfirming(true)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      </Paper>

      <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} disabled={current === 0} onClick={() => goTo(current - 1)}>
          Previous
        </Button>
        <Button
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          onClick={goNext}
        >
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
