import { useId, useState, type ReactNode } from 'react';
import { mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js';
import { QUIZ_CHECK_MSG } from '@curio/core/learning-messages';
import { DIFFICULTY_COLORS, difficultyOf, splitQuizCheck, summaryLines } from '@curio/core/quiz-rules';
import { Button, Chip, Icon, Stack, Text } from '../ui';
import css from './flashcard-content.module.css';

/** The spec's badge colours (green, orange, red) as the theme's status fills, whose text reads on them. */
const BADGE_COLORS = { green: 'success', orange: 'warning', red: 'error' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Text variant="subtitle2" as="h2" tone="brand" className={css.sectionTitle}>
        {title}
      </Text>
      {children}
    </section>
  );
}

/** A question to try before the answer shows: the answer waits for Show answer, and is read out when it comes. */
function QuizCheck({ text }: { text: string }) {
  const { question, answer } = splitQuizCheck(text);
  const [open, setOpen] = useState(false);
  const answerId = useId();
  if (answer === null) return <Text>{question}</Text>;
  return (
    <div>
      <Stack gap={1} align="flex-start">
        <Text>{question}</Text>
        <Button
          size="small"
          variant={open ? 'text' : 'outlined'}
          startIcon={<Icon path={open ? mdiEyeOffOutline : mdiEyeOutline} size="small" />}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? QUIZ_CHECK_MSG.hide : QUIZ_CHECK_MSG.show}
        </Button>
      </Stack>
      {/* always there, so the answer is read out as it appears */}
      <div id={answerId} aria-live="polite" className={css.answer}>
        {open && (
          <Text className={css.answerText}>
            <Text as="span" bold>
              {QUIZ_CHECK_MSG.answer}
            </Text>{' '}
            {answer}
          </Text>
        )}
      </div>
    </div>
  );
}

/** The sections of a flashcard, as stored on a card or kept in a bookmark. */
interface FlashcardSections {
  concept: string;
  formulas?: readonly string[] | null;
  example?: string | null;
  summary?: readonly string[] | string | null;
  quiz_check?: string | null;
  protip?: string | null;
  difficulty?: string | null;
}

interface FlashcardContentProps {
  card: FlashcardSections;
  /**
   * The whole card, or its front (the badge and the concept) or the rest, for a study that asks the
   * back before showing it (docs/product.md#flashcards).
   */
  part?: 'all' | 'front' | 'back';
  /** the concept's id, for a field that is read with it */
  conceptId?: string;
}

/** One flashcard: each section only when the card has it (docs/routes.md#screens-and-web-routes), and the difficulty badge. */
export function FlashcardContent({ card, part = 'all', conceptId }: FlashcardContentProps) {
  const difficulty = difficultyOf(card.difficulty);
  const summary = summaryLines(card.summary);
  const formulas = card.formulas ?? [];
  const front = part !== 'back';
  const back = part !== 'front';
  return (
    <Stack gap={2.5}>
      {front && difficulty && <Chip label={difficulty} size="small" color={BADGE_COLORS[DIFFICULTY_COLORS[difficulty]]} className={css.badge} />}
      {front && (
        <Section title="Concept">
          <Text id={conceptId} className={css.concept}>
            {card.concept}
          </Text>
        </Section>
      )}
      {back && formulas.length > 0 && (
        <Section title="Formulas">
          <Stack as="ul" gap={0.5} className={css.list}>
            {formulas.map((formula) => (
              <Text as="li" key={formula} className={css.formula}>
                {formula}
              </Text>
            ))}
          </Stack>
        </Section>
      )}
      {back && card.example && (
        <Section title="Example">
          <Text>{card.example}</Text>
        </Section>
      )}
      {back && summary.length > 0 && (
        <Section title="Summary">
          <Stack as="ul" gap={0.5} className={css.list}>
            {summary.map((line) => (
              <Text as="li" key={line}>
                {line}
              </Text>
            ))}
          </Stack>
        </Section>
      )}
      {back && card.quiz_check && (
        <Section title="Quiz Check">
          {/* a new card's check starts with its answer hidden again */}
          <QuizCheck key={card.quiz_check} text={card.quiz_check} />
        </Section>
      )}
      {back && card.protip && (
        <Section title="Pro Tip">
          <Text>{card.protip}</Text>
        </Section>
      )}
    </Stack>
  );
}
