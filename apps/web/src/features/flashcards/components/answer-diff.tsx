import { diffChars, diffWords, type Change } from 'diff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { TYPE_ANSWER_MSG } from '../flashcard-messages';

/** A run of the diff with its text as each side wrote it (the diff itself ignores case). */
interface Run {
  kind: 'same' | 'removed' | 'added';
  typed: string;
  answer: string;
}

/**
 * Letter by letter while most letters agree (a typo shows as the one letter it is); word by word
 * when they mostly differ, where a letter diff would be confetti. Case is forgiven, so it is not
 * marked, but each side keeps its own letters.
 */
function runs(given: string, answer: string): Run[] {
  const [g, a] = [given.toLowerCase(), answer.toLowerCase()];
  // a few letters change length when lowered (İ): then case is compared as well
  const [left, right] = g.length === given.length && a.length === answer.length ? [g, a] : [given, answer];
  const byChar = diffChars(left, right);
  const kept = byChar.reduce((n, c) => (c.added || c.removed ? n : n + c.value.length), 0);
  const parts: Change[] = kept * 2 >= answer.length ? byChar : diffWords(left, right);
  let [i, j] = [0, 0];
  return parts.map((c) => {
    const n = c.value.length;
    const typed = c.added ? '' : given.slice(i, (i += n));
    const shown = c.removed ? '' : answer.slice(j, (j += n));
    return { kind: c.added ? 'added' : c.removed ? 'removed' : 'same', typed, answer: shown };
  });
}

// a mark wide enough that one struck or missing letter still reads as a letter
const mark = { px: '3px', mx: '1px', borderRadius: 0.5, textDecorationThickness: '1.5px' } as const;

/**
 * What the learner typed over the answer, as Anki shows a type-in card: letters to drop struck out
 * in red on the first line, letters missing underlined in green on the second. Loaded only in the
 * "type the answer" mode, so the deck alone does not carry the diff library.
 */
export default function AnswerDiff({ given, answer }: { given: string; answer: string }) {
  const parts = runs(given, answer);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.5, alignItems: 'baseline', overflowWrap: 'anywhere' }}>
      <Typography component="span" color="text.secondary">
        {TYPE_ANSWER_MSG.typed}
      </Typography>
      <Typography component="span" data-testid="typed-diff">
        {given.trim() === ''
          ? TYPE_ANSWER_MSG.nothingTyped
          : parts
              .filter((c) => c.kind !== 'added')
              .map((c, i) =>
                c.kind === 'removed' ? (
                  <Box key={i} component="del" sx={{ ...mark, color: 'error.dark', bgcolor: (t) => alpha(t.palette.error.main, 0.1) }}>
                    {c.typed}
                  </Box>
                ) : (
                  <span key={i}>{c.typed}</span>
                ),
              )}
      </Typography>
      <Typography component="span" color="text.secondary">
        {TYPE_ANSWER_MSG.answer}
      </Typography>
      <Typography component="span" data-testid="answer-diff" sx={{ fontWeight: 700 }}>
        {parts
          .filter((c) => c.kind !== 'removed')
          .map((c, i) =>
            c.kind === 'added' ? (
              <Box key={i} component="ins" sx={{ ...mark, color: 'success.dark', bgcolor: (t) => alpha(t.palette.success.main, 0.12) }}>
                {c.answer}
              </Box>
            ) : (
              <span key={i}>{c.answer}</span>
            ),
          )}
      </Typography>
    </Box>
  );
}
