import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DIFFICULTY_COLORS, difficultyOf, summaryLines } from '@curio/core/quiz-rules';

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

/** The sections of a flashcard, as stored on a card or kept in a bookmark. */
export interface FlashcardSections {
  concept: string;
  formulas?: readonly string[] | null;
  example?: string | null;
  summary?: readonly string[] | string | null;
  quiz_check?: string | null;
  protip?: string | null;
  difficulty?: string | null;
}

/** One flashcard: each section only when the card has it (spec §2), and the difficulty badge. */
export function FlashcardContent({ card }: { card: FlashcardSections }) {
  const difficulty = difficultyOf(card.difficulty);
  const summary = summaryLines(card.summary);
  const formulas = card.formulas ?? [];
  return (
    <Stack spacing={2.5}>
      {difficulty && (
        <Chip
          label={difficulty}
          size="small"
          color={BADGE_COLORS[DIFFICULTY_COLORS[difficulty]]}
          sx={{ alignSelf: 'flex-start', fontWeight: 700, textTransform: 'capitalize' }}
        />
      )}
      <Section title="Concept">
        <Typography sx={{ fontSize: '1.1rem' }}>{card.concept}</Typography>
      </Section>
      {formulas.length > 0 && (
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
      {card.example && (
        <Section title="Example">
          <Typography>{card.example}</Typography>
        </Section>
      )}
      {summary.length > 0 && (
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
      {card.quiz_check && (
        <Section title="Quiz Check">
          <Typography>{card.quiz_check}</Typography>
        </Section>
      )}
      {card.protip && (
        <Section title="Pro Tip">
          <Typography>{card.protip}</Typography>
        </Section>
      )}
    </Stack>
  );
}
