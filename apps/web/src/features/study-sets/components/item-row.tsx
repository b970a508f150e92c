import { memo, useRef, type ClipboardEvent, type Dispatch, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { cellLabel, withKind, type CellName, type EditorRow, type RowErrors, type RowKind } from '../editor-rows';
import type { EditorAction } from '../editor-state';
import { pastedRows } from '../paste-rows';
import { AnswerFields, ClozeTools, TypeSelect, type FieldKit } from './question-fields';

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

/**
 * A plain text area, as tall as its text by CSS where the browser can; elsewhere it keeps its rows
 * and the learner may drag it taller. MUI's own multiline field measures itself with script, which
 * a page of a hundred rows cannot afford.
 */
const growing = {
  '& textarea': { fieldSizing: 'content', maxHeight: '12lh', resize: 'none', '@supports not (field-sizing: content)': { resize: 'vertical' } },
} as const;
const textArea = { inputComponent: 'textarea' } as const;

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
    fullWidth: true as const,
  });
  const htmlInput = (name: CellName) => ({ 'data-cell': cellId(key, name) });
  const promptRef = useRef<HTMLTextAreaElement | null>(null);
  const kit: FieldKit = { row, number, errors, edit, onEnter, cell, htmlInput };

  const onPastePrompt = (event: ClipboardEvent<HTMLDivElement>) => {
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
      value={row.prompt}
      onChange={(e) => set({ prompt: e.target.value })}
      onKeyDown={onEnter}
      onPaste={onPastePrompt}
      multiline
      rows={1}
      sx={growing}
      slotProps={{ input: textArea, htmlInput: { ...htmlInput('prompt'), ref: promptRef } }}
    />
  );
  const topic = (
    <TextField
      {...cell('topic')}
      value={row.topic}
      onChange={(e) => set({ topic: e.target.value })}
      onKeyDown={onTopicKeyDown}
      placeholder="Optional"
      slotProps={{ htmlInput: htmlInput('topic'), inputLabel: { shrink: true } }}
    />
  );

  return (
    <Box
      role="group"
      aria-label={`Item ${number}`}
      data-item-row
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: '128px minmax(0, 1fr) minmax(0, 1.3fr) 170px' },
        p: { xs: 2, md: 1.5 },
        border: { xs: 1, md: 0 },
        borderBottom: { md: 1 },
        borderColor: { xs: 'divider', md: 'divider' },
        borderRadius: { xs: 2, md: 0 },
        bgcolor: 'background.paper',
      }}
    >
      {/* the number, the kind and Delete: one line on a phone, a small block beside the fields on a wide screen */}
      <Box
        sx={{
          display: 'grid',
          alignItems: 'center',
          gap: 1,
          gridTemplateColumns: { xs: 'auto auto 1fr', md: '1fr auto' },
          gridTemplateAreas: { xs: '"num kind del"', md: '"num del" "kind kind"' },
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'num', fontWeight: 700, minWidth: 28 }}>
          {number}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={row.kind}
          onChange={(_, kind: RowKind | null) => kind && edit((current) => withKind(current, kind))}
          aria-label={`Kind of item ${number}`}
          sx={{ gridArea: 'kind' }}
        >
          <ToggleButton value="flashcard" sx={{ px: 1, py: 0.25, textTransform: 'none' }}>
            Card
          </ToggleButton>
          <ToggleButton value="question" sx={{ px: 1, py: 0.25, textTransform: 'none' }}>
            Question
          </ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title="Delete item">
          <IconButton size="small" aria-label={`Delete item ${number}`} onClick={() => dispatch({ type: 'remove', key })} sx={{ gridArea: 'del', justifySelf: 'end' }}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>

      {row.kind === 'flashcard' ? (
        <>
          {prompt}
          <TextField
            {...cell('back')}
            value={row.back}
            onChange={(e) => set({ back: e.target.value })}
            multiline
            rows={2}
            sx={growing}
            slotProps={{ input: textArea, htmlInput: htmlInput('back') }}
          />
        </>
      ) : (
        <>
          <Stack spacing={1.5} sx={{ minWidth: 0 }}>
            <TypeSelect {...kit} />
            {prompt}
            {row.type === 'cloze' && <ClozeTools {...kit} promptRef={promptRef} />}
          </Stack>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <AnswerFields {...kit} />
            <TextField
              {...cell('explanation')}
              value={row.explanation}
              onChange={(e) => set({ explanation: e.target.value })}
              multiline
              rows={1}
              sx={growing}
              placeholder="Optional"
              slotProps={{ input: textArea, htmlInput: htmlInput('explanation'), inputLabel: { shrink: true } }}
            />
          </Stack>
        </>
      )}
      {topic}
    </Box>
  );
});
