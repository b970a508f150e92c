import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { QUIZ_CHECK_MSG } from '@curio/core/learning-messages';
import { DIFFICULTY_COLORS, difficultyOf, splitQuizCheck, summaryLines } from '@curio/core/quiz-rules';

/** The spec's badge colours (green, orange, red) as the theme's status fills, whose text reads on them. */
const BADGE_COLORS = { green: 'success', orange: 'warning', red: 'error' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A question to try before the answer shows: the answer waits for Show answer, and is read out when it comes. */
function QuizCheck({ text }: { text: string }) {
  const { question, answer } = splitQuizCheck(text);
  const [open, setOpen] = useState(false);
  const answerId = useId();
  if (answer === null) return <Typography>{question}</Typography>;
  return (
    <Box>
      <Stack spacing={1} alignItems="flex-start">
        <Typography>{question}</Typography>
        <Button
          size="small"
          variant={open ? 'text' : 'outlined'}
          startIcon={open ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? QUIZ_CHECK_MSG.hide : QUIZ_CHECK_MSG.show}
        </Button>
      </Stack>
      {/* always there, so the answer is read out as it appears */}
      <Box id={answerId} aria-live="polite" sx={{ mt: open ? 1 : 0 }}>
        {open && (
          <Typography sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: (t) => alpha(t.palette.success.main, 0.08), borderLeft: 3, borderColor: 'success.main' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {QUIZ_CHECK_MSG.answer}
            </Box>{' '}
            {answer}
          </Typography>
        )}
      </Box>
    </Box>
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
    <Stack spacing={2.5}>
      {front && difficulty && (
        <Chip
          label={difficulty}
          size="small"
          color={BADGE_COLORS[DIFFICULTY_COLORS[difficulty]]}
          sx={{ alignSelf: 'flex-start', fontWeight: 700, textTransform: 'capitalize' }}
        />
      )}
      {front && (
        <Section title="Concept">
          <Typography id={conceptId} sx={{ fontSize: '1.1rem' }}>
            {card.concept}
          </Typography>
        </Section>
      )}
      {back && formulas.length > 0 && (
        <Section title="Formulas">
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {formulas.map((formula) => (
              <Typography component="li" key={formula} sx={{ fontFamily: 'monospace' }}>
                {formula}
              </Typography>
            ))}
          </Stack>
        </Section>
      )}
      {back && card.example && (
        <Section title="Example">
          <Typography>{card.example}</Typography>
        </Section>
      )}
      {back && summary.length > 0 && (
        <Section title="Summary">
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {summary.map((line) => (
              <Typography component="li" key={line}>
                {line}
              </Typography>
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
          <Typography>{card.protip}</Typography>
        </Section>
      )}
    </Stack>
  );
}
