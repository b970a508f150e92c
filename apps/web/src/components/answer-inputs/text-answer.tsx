import { useState } from 'react';
import { diffChars } from 'diff';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QUESTION_MSG } from '../question-messages';
import { AnswerForm, Mark, type AnswerInputProps } from './parts';

/**
 * A typed answer or a number: a field, Enter or Check. Then the answer given against the right one,
 * with what differs marked, unless it was exactly right.
 */
export function TextAnswer({ question, sent, verdict, onAnswer }: AnswerInputProps<{ type: 'typed' | 'numeric' }>) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const locked = sent !== null;
  const numeric = question.type === 'numeric';
  const check = () => (text.trim() ? onAnswer({ text }) : setProblem(QUESTION_MSG.typeSomething));
  const exact = verdict !== null && verdict.correct && !verdict.almost && verdict.given.trim() === verdict.answer.trim();
  return (
    <AnswerForm locked={locked} problem={problem} onCheck={check}>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          label={numeric ? QUESTION_MSG.yourNumber : QUESTION_MSG.yourAnswer}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          fullWidth
          autoComplete="off"
          color={verdict ? (verdict.correct ? 'success' : 'error') : 'primary'}
          focused={verdict ? true : undefined}
          slotProps={{
            htmlInput: { inputMode: numeric ? 'decimal' : 'text', spellCheck: false, autoCapitalize: 'off', readOnly: locked, maxLength: 500 },
          }}
        />
        {verdict && <Mark right={verdict.correct} />}
      </Stack>
      {verdict?.almost && (
        <Typography sx={{ fontWeight: 600, color: 'warning.dark' }}>{QUESTION_MSG.almost}</Typography>
      )}
      {verdict && !exact && <Difference given={verdict.given} answer={verdict.answer} showDiff={!numeric} />}
    </AnswerForm>
  );
}

/** The right answer, and for a typed one the given answer letter by letter against it: extra letters struck, missing ones underlined. */
function Difference({ given, answer, showDiff }: { given: string; answer: string; showDiff: boolean }) {
  return (
    <Stack spacing={0.5}>
      <Typography>
        {QUESTION_MSG.rightAnswer}:{' '}
        <Box component="strong" sx={{ fontWeight: 600 }}>
          {answer}
        </Box>
      </Typography>
      {showDiff && given && (
        <Typography component="p" sx={{ fontFamily: 'monospace', fontSize: 16, wordBreak: 'break-word' }}>
          <Box component="span" sx={{ fontFamily: 'body1.fontFamily', mr: 1 }}>
            {QUESTION_MSG.difference}:
          </Box>
          {diffChars(given, answer, { ignoreCase: true }).map((part, i) =>
            part.removed ? (
              <Box key={i} component="del" sx={{ color: 'error.dark', textDecorationThickness: 2 }}>
                {part.value}
              </Box>
            ) : part.added ? (
              <Box key={i} component="ins" sx={{ color: 'success.dark', textDecorationThickness: 2 }}>
                {part.value}
              </Box>
            ) : (
              <span key={i}>{part.value}</span>
            ),
          )}
        </Typography>
      )}
    </Stack>
  );
}
