import { useState } from 'react';
import { SelectField, Stack, Text } from '../../ui';
import { QUESTION_MSG } from '../question-messages';
import { AnswerForm, Mark, type AnswerInputProps } from './parts';
import css from './matching-answer.module.css';

/**
 * Matching: each prompt with a native select of the shuffled choices (a screen reader and a phone
 * each open theirs as they know). Then each pair is marked, with the right match where it was wrong.
 */
export function MatchingAnswer({ question, sent, verdict, onAnswer }: AnswerInputProps<{ prompts: string[]; choices: string[] }>) {
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
      <Stack gap={1.5}>
        {question.prompts.map((prompt, i) => {
          const chosen = matches[i] ?? null;
          const right = pairs.find((p) => p.prompt === prompt)?.match;
          const ok = verdict !== null && chosen !== null && question.choices[chosen] === right;
          return (
            <div key={prompt} className={css.pair}>
              {/* the prompt as seen; the select's own label, the same words, names it for a screen reader */}
              <Text aria-hidden className={css.prompt}>
                {prompt}
              </Text>
              <Stack gap={0.5} className={css.answer}>
                <Stack direction="row" gap={1} align="center">
                  <SelectField
                    label={prompt}
                    hideLabel
                    size="small"
                    className={css.select}
                    value={chosen === null ? '' : String(chosen)}
                    disabled={locked}
                    onChange={(event) => {
                      const value = event.target.value;
                      setProblem(null);
                      setMatches((now) => now.map((m, j) => (j === i ? (value === '' ? null : Number(value)) : m)));
                    }}
                  >
                    <option value="">{QUESTION_MSG.chooseOne}</option>
                    {question.choices.map((choice, c) => (
                      <option key={choice} value={c}>
                        {choice}
                      </option>
                    ))}
                  </SelectField>
                  {verdict && <Mark right={ok} />}
                </Stack>
                {verdict && !ok && right && (
                  <Text variant="body2" tone="secondary">
                    {QUESTION_MSG.rightAnswer}: {right}
                  </Text>
                )}
              </Stack>
            </div>
          );
        })}
      </Stack>
    </AnswerForm>
  );
}
