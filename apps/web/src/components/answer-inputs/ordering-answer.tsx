import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import { QUESTION_MSG } from '../question-messages';
import { AnswerForm, Mark, type AnswerInputProps } from './parts';

/**
 * Put in order: the shuffled items in a list, each with Move up and Move down. The focus stays on
 * the button pressed, on the item it moved, and the item's new place is announced. Then each place
 * is marked, with the place a misplaced item belongs at.
 */
export function OrderingAnswer({ question, sent, verdict, onAnswer }: AnswerInputProps<{ items: string[] }>) {
  // places in the asked list, in the order the learner has put them
  const [order, setOrder] = useState<readonly number[]>(() => question.items.map((_, i) => i));
  const [said, setSaid] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const locked = sent !== null;
  const right = verdict?.solution.type === 'ordering' ? verdict.solution.items : [];

  const move = (from: number, by: -1 | 1) => {
    const to = from + by;
    if (locked || to < 0 || to >= order.length) return;
    const next = [...order];
    [next[from], next[to]] = [next[to]!, next[from]!];
    setOrder(next);
    const item = question.items[next[to]!]!;
    setSaid(QUESTION_MSG.moved(item, to + 1, next.length));
    // at the list's end the button pressed is gone: the other one of the same item takes the focus
    const edge = (by < 0 && to === 0) || (by > 0 && to === next.length - 1);
    requestAnimationFrame(() => buttons.current.get(`${item}:${edge ? -by : by}`)?.focus());
  };

  return (
    <AnswerForm locked={locked} problem={null} onCheck={() => onAnswer({ order: [...order] })}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {order.map((asked, place) => {
          const item = question.items[asked]!;
          const ok = item === right[place];
          return (
            <Stack
              key={item}
              component="li"
              direction="row"
              alignItems="center"
              spacing={1}
              sx={{ border: 1, borderColor: verdict ? (ok ? 'success.main' : 'error.main') : 'divider', borderRadius: 1, pl: 1.5, pr: 0.5, py: 0.5, minHeight: 48 }}
            >
              <Typography component="span" color="text.secondary" sx={{ fontWeight: 700, minWidth: 24 }} aria-hidden>
                {place + 1}.
              </Typography>
              <Box component="span" sx={visuallyHidden}>
                {QUESTION_MSG.place(place + 1)}:
              </Box>
              <Typography component="span" sx={{ flex: 1, fontWeight: 500, wordBreak: 'break-word' }}>
                {item}
              </Typography>
              {verdict ? (
                <>
                  {!ok && right.includes(item) && (
                    <Typography variant="body2" color="text.secondary">
                      {QUESTION_MSG.belongsAt(right.indexOf(item) + 1)}
                    </Typography>
                  )}
                  <Mark right={ok} />
                </>
              ) : (
                !locked && (
                  <>
                    <IconButton
                      ref={(el) => void (el ? buttons.current.set(`${item}:-1`, el) : buttons.current.delete(`${item}:-1`))}
                      aria-label={QUESTION_MSG.moveUp(item)}
                      disabled={place === 0}
                      onClick={() => move(place, -1)}
                    >
                      <ArrowUpwardRoundedIcon />
                    </IconButton>
                    <IconButton
                      ref={(el) => void (el ? buttons.current.set(`${item}:1`, el) : buttons.current.delete(`${item}:1`))}
                      aria-label={QUESTION_MSG.moveDown(item)}
                      disabled={place === order.length - 1}
                      onClick={() => move(place, 1)}
                    >
                      <ArrowDownwardRoundedIcon />
                    </IconButton>
                  </>
                )
              )}
            </Stack>
          );
        })}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {said}
      </Box>
    </AnswerForm>
  );
}
