import { useRef, useState } from 'react';
import clsx from 'clsx';
import { mdiArrowDown, mdiArrowUp } from '@mdi/js';
import { Icon, IconButton, Text, VisuallyHidden } from '../../ui';
import { QUESTION_MSG } from '../question-messages';
import { AnswerForm, Mark, type AnswerInputProps } from './parts';
import css from './ordering-answer.module.css';

/**
 * Put in order: the shuffled items in a list, each with Move up and Move down. The focus stays on
 * the button pressed, on the item it moved, and the item's new place is announced. Then each place
 * is marked, with the place a misplaced item belongs at.
 */
export function OrderingAnswer({ question, sent, verdict, onAnswer }: AnswerInputProps<{ items: string[] }>) {
  // places in the asked list, in the order the learner has put them
  const [order, setOrder] = useState<readonly number[]>(() => question.items.map((_, i) => i));
  const [said, setSaid] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const locked = sent !== null;
  const right = verdict?.solution.type === 'ordering' ? verdict.solution.items : [];

  const move = (from: number, by: -1 | 1) => {
    const to = from + by;
    if (locked || to < 0 || to >= order.length) return;
    const next = [...order];
    [next[from], next[to]] = [next[to]!, next[from]!];
    setOrder(next);
    const asked = next[to]!;
    setSaid(QUESTION_MSG.moved(question.items[asked]!, to + 1, next.length));
    // at the list's end the button pressed is gone: the other one of the same item takes the focus
    const edge = (by < 0 && to === 0) || (by > 0 && to === next.length - 1);
    requestAnimationFrame(() => list.current?.querySelector<HTMLButtonElement>(`[data-item="${asked}"][data-by="${edge ? -by : by}"]`)?.focus());
  };

  return (
    <AnswerForm locked={locked} problem={null} onCheck={() => onAnswer({ order: [...order] })}>
      <ol ref={list} className={css.list}>
        {order.map((asked, place) => {
          const item = question.items[asked]!;
          const ok = item === right[place];
          return (
            <li key={item} className={clsx(css.item, verdict && (ok ? css.right : css.wrong))}>
              <Text as="span" tone="secondary" bold className={css.place} aria-hidden>
                {place + 1}.
              </Text>
              <VisuallyHidden>{QUESTION_MSG.place(place + 1)}:</VisuallyHidden>
              <span className={css.text}>{item}</span>
              {verdict ? (
                <>
                  {!ok && right.includes(item) && (
                    <Text variant="body2" tone="secondary">
                      {QUESTION_MSG.belongsAt(right.indexOf(item) + 1)}
                    </Text>
                  )}
                  <Mark right={ok} />
                </>
              ) : (
                !locked && (
                  <>
                    <IconButton label={QUESTION_MSG.moveUp(item)} data-item={asked} data-by={-1} disabled={place === 0} onClick={() => move(place, -1)}>
                      <Icon path={mdiArrowUp} />
                    </IconButton>
                    <IconButton label={QUESTION_MSG.moveDown(item)} data-item={asked} data-by={1} disabled={place === order.length - 1} onClick={() => move(place, 1)}>
                      <Icon path={mdiArrowDown} />
                    </IconButton>
                  </>
                )
              )}
            </li>
          );
        })}
      </ol>
      <VisuallyHidden role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
    </AnswerForm>
  );
}
