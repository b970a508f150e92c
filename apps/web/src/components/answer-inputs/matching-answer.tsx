import { useId, useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QUESTION_MSG } from '../question-messages';
import { AnswerForm, Mark, type AnswerInputProps } from './parts';

/**
 * Matching: each prompt with a native select of the shuffled choices (a screen reader and a phone
 * each open theirs as they know). Then each pair is marked, with the right match where it was wrong.
 */
export function MatchingAnswer({ question, sent, verdict, onAnswer }: AnswerInputProps<{ prompts: string[]; choices: string[] }>) {
  const id = useId();
  const [matches, setMatches] = useState<readonly (number | null)[]>(() => question.prompts.map(() => null));
  const [problem, setProblem] = useState<string | null>(null);
  const locked = sent !== null;
  const pairs = verdict?.solution.type === 'matching' ? verdict.solution.pairs : [];
  const check = () => {
    const all = matches.filter((m): m is number => m !== null);
    if (all.length === matches.length) onAnswer({ matches: all });
    else setProblem(QUESTION_MSG.matchEach);
  };
  return (
    <AnswerForm locked={locked} problem={problem} onCheck={check}>
      <Stack spacing={1.5}>
        {question.prompts.map((prompt, i) => {
          const chosen = matches[i] ?? null;
          const right = pairs.find((p) => p.prompt === prompt)?.match;
          const ok = verdict !== null && chosen !== null && question.choices[chosen] === right;
          const labelId = `${id}-prompt-${i}`;
          return (
            <Stack key={prompt} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} alignItems={{ sm: 'center' }}>
              <Typography id={labelId} sx={{ flex: 1, fontWeight: 500 }}>
                {prompt}
              </Typography>
              <Stack spacing={0.5} sx={{ flex: 1 }}>
                <Stack direction="row" spacing={1} alignItems="center">
                  <TextField
                    select
                    size="small"
                    fullWidth
                    value={chosen === null ? '' : String(chosen)}
                    disabled={locked}
                    onChange={(event) => {
                      const value = event.target.value;
                      setProblem(null);
                      setMatches((now) => now.map((m, j) => (j === i ? (value === '' ? null : Number(value)) : m)));
                    }}
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-labelledby': labelId } }}
                    // locked after Check, and still readable beside its mark
                    sx={{ '& .MuiInputBase-root.Mui-disabled .MuiNativeSelect-select': { color: 'text.primary', WebkitTextFillColor: 'currentColor' } }}
                  >
                    <option value="">{QUESTION_MSG.chooseOne}</option>
                    {question.choices.map((choice, c) => (
                      <option key={choice} value={c}>
                        {choice}
                      </option>
                    ))}
                  </TextField>
                  {verdict && <Mark right={ok} />}
                </Stack>
                {verdict && !ok && right && (
                  <Typography variant="body2" color="text.secondary">
                    {QUESTION_MSG.rightAnswer}: {right}
                  </Typography>
                )}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </AnswerForm>
  );
}
