import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { normalizeOption } from '@curio/core/quiz-rules';
import { QUESTION_MSG } from '../question-messages';
import { AnswerForm, Mark, type AnswerInputProps } from './parts';

/** Choose all that apply: a checkbox per option and Check; then each right option and each wrong pick is marked. */
export function ResponseAnswer({ question, sent, verdict, onAnswer }: AnswerInputProps<{ options: string[] }>) {
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const locked = sent !== null;
  const toggle = (place: number) => {
    if (locked) return;
    setProblem(null);
    setChosen((now) => (now.includes(place) ? now.filter((p) => p !== place) : [...now, place].sort((a, b) => a - b)));
  };
  const check = () => (chosen.length ? onAnswer({ options: [...chosen] }) : setProblem(QUESTION_MSG.tickOne));
  return (
    <AnswerForm locked={locked} problem={problem} onCheck={check}>
      <FormGroup role="group" aria-label={QUESTION_MSG.chooseAll} sx={{ gap: 1 }}>
        {question.options.map((raw, place) => {
          const picked = chosen.includes(place);
          const right = verdict?.solution.type === 'multiple_response' ? verdict.solution.answers.includes(raw) : (verdict?.correct_options.includes(place) ?? false);
          return (
            <Stack
              key={raw}
              direction="row"
              alignItems="center"
              spacing={1}
              sx={{
                border: 1,
                borderRadius: 1,
                px: 1,
                borderColor: verdict && (right || picked) ? (right ? 'success.main' : 'error.main') : 'divider',
              }}
            >
              <FormControlLabel
                sx={{ flex: 1, mr: 0, py: 0.5, '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }}
                control={<Checkbox checked={picked} disabled={locked} onChange={() => toggle(place)} />}
                label={normalizeOption(raw)}
              />
              {verdict && (right || picked) && <Mark right={right} missed={right && !picked} />}
            </Stack>
          );
        })}
      </FormGroup>
    </AnswerForm>
  );
}
