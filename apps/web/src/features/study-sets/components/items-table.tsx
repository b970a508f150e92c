import { type CSSProperties, type ReactNode, useState } from 'react';
import clsx from 'clsx';
import { answerText, clozeAsked, QUESTION_TYPE_LABELS } from '@curio/core/question-types-rules';
import type { SetItem } from '@curio/core/study-sets';
import { SET_DEFAULT_TOPIC } from '@curio/core/study-sets-rules';
import { SETS_TEXT } from '../sets-texts';
import { Button, Chip, Text } from '../../../ui';
import css from './items-table.module.css';

/** Items read, not edited: an import's preview, a shared set. The first ones only, with the total. */
const ITEMS_SHOWN = 100;

/** Lines a long cell shows until it is opened; a 4 000-character answer would make a page of a row. */
const CLIPPED_LINES = 6;
/** Past these characters (or lines) a cell may not fit its lines, so it is clipped and can be opened. */
const CLIP_FROM_CHARS = 280;

/**
 * A cell's text, clipped to its first lines when long, with a button to show it all. Only its
 * look is clipped: the whole text stays in the page, for screen readers and the browser's search.
 */
function Clipped({ length, lines, children }: { length: number; lines: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  if (length <= CLIP_FROM_CHARS && lines <= CLIPPED_LINES) return <>{children}</>;
  return (
    <>
      <div className={open ? undefined : css.clipped} style={{ '--lines': CLIPPED_LINES } as CSSProperties}>
        {children}
      </div>
      <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)} className={css.more}>
        {open ? SETS_TEXT.showLess : SETS_TEXT.showAll}
      </Button>
    </>
  );
}

/** A cell of text, clipped when long. */
function TextCell({ value }: { value: string }) {
  return (
    <Clipped length={value.length} lines={value.split('\n').length}>
      {value}
    </Clipped>
  );
}

/** A card's definition; a question's options with the right ones ticked, or its answer as text. */
function Answer({ item }: { item: SetItem }) {
  if (item.kind === 'flashcard') return <TextCell value={item.back} />;
  if (item.type !== 'multiple_choice' && item.type !== 'multiple_response') return <TextCell value={answerText(item)} />;
  const rights: readonly string[] = item.type === 'multiple_choice' ? [item.answer] : item.answers;
  return (
    <Clipped length={item.options.join(' · ').length + 2 * rights.length} lines={1}>
      {item.options.map((option, i) => (
        <span key={i} className={rights.includes(option) ? css.right : css.wrong}>
          {i > 0 && ' · '}
          {rights.includes(option) ? `✓ ${option}` : option}
        </span>
      ))}
    </Clipped>
  );
}

/** The question as the learner reads it: a cloze question with its blanks. */
const promptOf = (item: SetItem) => (item.kind === 'flashcard' ? item.front : item.type === 'cloze' ? clozeAsked(item.question) : item.question);

interface Props {
  items: readonly SetItem[];
  label: string;
  /** how many there are in all, when `items` is the first page of them */
  total?: number;
}

export function ItemsTable({ items, label, total = items.length }: Props) {
  const shown = items.slice(0, ITEMS_SHOWN);
  return (
    <>
      {total > shown.length && (
        <Text variant="body2" tone="secondary" className={css.shown}>
          {SETS_TEXT.itemsShown(shown.length, total)}
        </Text>
      )}
      <div className={css.frame}>
        <table aria-label={label} className={css.table}>
          <thead>
            <tr>
              <th scope="col" className={css.wide}>
                #
              </th>
              <th scope="col">Kind</th>
              <th scope="col">Term or question</th>
              <th scope="col">Definition or options</th>
              <th scope="col" className={css.wide}>
                Topic
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item, i) => (
              <tr key={i}>
                <td className={clsx(css.wide, css.muted)}>{i + 1}</td>
                <td>
                  {/* amber is a fill (its text is ink): as a text colour it would not read */}
                  {item.kind === 'question' ? (
                    <Chip size="small" label={QUESTION_TYPE_LABELS[item.type]} color="secondary" className={css.type} />
                  ) : (
                    <Chip size="small" variant="outlined" label="Card" color="primary" />
                  )}
                </td>
                <td className={css.text}>
                  <TextCell value={promptOf(item)} />
                </td>
                <td className={css.text}>
                  <Answer item={item} />
                </td>
                <td className={clsx(css.wide, css.muted)}>{item.topic ?? SET_DEFAULT_TOPIC}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
