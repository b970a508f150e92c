import { memo, useRef, type ClipboardEvent, type Dispatch, type KeyboardEvent } from 'react';
import { mdiDeleteOutline } from '@mdi/js';
import { cellLabel, withKind, type CellName, type EditorRow, type RowErrors, type RowKind } from '../editor-rows';
import type { EditorAction } from '../editor-state';
import { pastedRows } from '../paste-rows';
import { Icon, IconButton, Stack, Text, TextField, ToggleGroup, Tooltip } from '../../../ui';
import { AnswerFields, ClozeTools, TypeSelect, type FieldKit } from './question-fields';
import css from './item-row.module.css';

interface Props {
  row: EditorRow;
  number: number;
  errors: RowErrors | undefined;
  /** the last row: Tab out of its last cell adds a row, as Enter does */
  last: boolean;
  dispatch: Dispatch<EditorAction>;
}

/** The attribute the editor finds a cell by to focus it. */
export const cellId = (key: string, cell: CellName) => `${key}:${cell}`;

const KINDS = [
  { value: 'flashcard', label: 'Card' },
  { value: 'question', label: 'Question' },
] as const;

/** A text area grows with its text, by CSS, up to this many lines; then it scrolls. */
const GROWS_TO = 12;

/** Enter in a one-line cell goes on to the row's next cell; after its last, to the next row. */
function moveOnEnter(event: KeyboardEvent<HTMLElement>, key: string, dispatch: Dispatch<EditorAction>) {
  if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  const group = event.currentTarget.closest('[data-item-row]');
  const cells = group ? [...group.querySelectorAll<HTMLElement>('[data-cell]')] : [];
  const next = cells[cells.indexOf(event.target as HTMLElement) + 1];
  if (next) next.focus();
  else dispatch({ type: 'next-row', key });
}

/**
 * One item of the editor: a card (term, definition) or a question (its type, what the type needs
 * to be graded, an explanation), and its topic. A row on a wide screen, a card of fields on a phone.
 */
export const ItemRow = memo(function ItemRow({ row, number, errors, last, dispatch }: Props) {
  const { key } = row;
  const edit = (change: (row: EditorRow) => EditorRow) => dispatch({ type: 'edit', key, change });
  const set = (patch: Partial<EditorRow>) => edit((current) => ({ ...current, ...patch }));
  const onEnter = (event: KeyboardEvent<HTMLElement>) => moveOnEnter(event, key, dispatch);

  /** A field's shared props: its label, its message and its cell name. */
  const cell = (name: CellName) => ({
    label: cellLabel(row.kind, name),
    error: Boolean(errors?.[name]),
    helperText: errors?.[name],
    size: 'small' as const,
  });
  const htmlInput = (name: CellName) => ({ 'data-cell': cellId(key, name) });
  const promptRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const kit: FieldKit = { row, number, errors, edit, onEnter, cell, htmlInput };

  const onPastePrompt = (event: ClipboardEvent<HTMLElement>) => {
    if (row.kind !== 'flashcard') return;
    const cells = pastedRows(event.clipboardData.getData('text/plain'));
    if (!cells) return;
    event.preventDefault();
    dispatch({ type: 'paste', key, cells });
  };

  const onTopicKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (last && event.key === 'Tab' && !event.shiftKey) {
      event.preventDefault();
      dispatch({ type: 'add', after: key });
      return;
    }
    onEnter(event);
  };

  const prompt = (
    <TextField
      {...cell('prompt')}
      {...htmlInput('prompt')}
      ref={promptRef}
      value={row.prompt}
      onChange={(e) => set({ prompt: e.target.value })}
      onKeyDown={onEnter}
      onPaste={onPastePrompt}
      multiline
      minRows={1}
      maxRows={GROWS_TO}
    />
  );
  const topic = (
    <TextField
      {...cell('topic')}
      {...htmlInput('topic')}
      value={row.topic}
      onChange={(e) => set({ topic: e.target.value })}
      onKeyDown={onTopicKeyDown}
      placeholder="Optional"
    />
  );

  return (
    <div role="group" aria-label={`Item ${number}`} data-item-row className={css.row}>
      {/* the number, the kind and Delete: one line on a phone, a small block beside the fields on a wide screen */}
      <div className={css.head}>
        <Text variant="body2" tone="secondary" bold className={css.number}>
          {number}
        </Text>
        <ToggleGroup
          size="small"
          label={`Kind of item ${number}`}
          value={row.kind}
          options={KINDS}
          onChange={(kind: RowKind) => edit((current) => withKind(current, kind))}
          className={css.kind}
        />
        <Tooltip title="Delete item">
          <IconButton size="small" label={`Delete item ${number}`} onClick={() => dispatch({ type: 'remove', key })} className={css.delete}>
            <Icon path={mdiDeleteOutline} size="small" />
          </IconButton>
        </Tooltip>
      </div>

      {row.kind === 'flashcard' ? (
        <>
          {prompt}
          <TextField {...cell('back')} {...htmlInput('back')} value={row.back} onChange={(e) => set({ back: e.target.value })} multiline minRows={2} maxRows={GROWS_TO} />
        </>
      ) : (
        <>
          <Stack gap={1.5}>
            <TypeSelect {...kit} />
            {prompt}
            {row.type === 'cloze' && <ClozeTools {...kit} promptRef={promptRef} />}
          </Stack>
          <Stack gap={1}>
            <AnswerFields {...kit} />
            <TextField
              {...cell('explanation')}
              {...htmlInput('explanation')}
              value={row.explanation}
              onChange={(e) => set({ explanation: e.target.value })}
              multiline
              minRows={1}
              maxRows={GROWS_TO}
              placeholder="Optional"
            />
          </Stack>
        </>
      )}
      {topic}
    </div>
  );
});
