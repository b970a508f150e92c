import { useEffect, type Dispatch } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { pageCount, ROWS_PAGE, type EditorAction, type EditorState } from '../editor-state';
import { cellId, ItemRow } from './item-row';

interface Props {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
}

function Pages({ state, dispatch, label }: Props & { label: string }) {
  const pages = pageCount(state.rows.length);
  if (pages < 2) return null;
  const first = state.page * ROWS_PAGE + 1;
  const last = Math.min(state.rows.length, first + ROWS_PAGE - 1);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="center" justifyContent="space-between" sx={{ py: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Items {first.toLocaleString('en')}–{last.toLocaleString('en')} of {state.rows.length.toLocaleString('en')}
      </Typography>
      <Pagination
        count={pages}
        page={state.page + 1}
        onChange={(_, page) => dispatch({ type: 'page', page: page - 1 })}
        size="small"
        siblingCount={1}
        aria-label={label}
      />
    </Stack>
  );
}

/**
 * The rows of the editor, a page at a time so a set of thousands stays quick, with the way to add
 * more. The cell the state names takes the focus once it is on screen.
 */
export function ItemsEditor({ state, dispatch }: Props) {
  const { focus } = state;
  useEffect(() => {
    if (!focus) return;
    const target =
      document.querySelector<HTMLElement>(`[data-cell="${cellId(focus.key, focus.cell)}"]`) ??
      document.querySelector<HTMLElement>(`[data-cell^="${focus.key}:"]`);
    target?.focus();
    dispatch({ type: 'focused' });
  }, [focus, dispatch]);

  const start = state.page * ROWS_PAGE;
  const rows = state.rows.slice(start, start + ROWS_PAGE);
  const lastKey = state.rows.at(-1)?.key;

  return (
    <Box>
      <Pages state={state} dispatch={dispatch} label="Pages of items, top" />
      <Stack
        spacing={{ xs: 1.5, md: 0 }}
        sx={{ border: { md: 1 }, borderColor: { md: 'divider' }, borderRadius: { md: 2 }, overflow: { md: 'hidden' }, '& > :last-of-type': { borderBottom: { md: 0 } } }}
      >
        {rows.map((row, i) => (
          <ItemRow key={row.key} row={row} number={start + i + 1} errors={state.errors.get(row.key)} last={row.key === lastKey} dispatch={dispatch} />
        ))}
      </Stack>
      <Pages state={state} dispatch={dispatch} label="Pages of items, bottom" />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button startIcon={<AddIcon />} onClick={() => dispatch({ type: 'add', after: null, kind: 'flashcard' })}>
          Add card
        </Button>
        <Button startIcon={<AddIcon />} onClick={() => dispatch({ type: 'add', after: null, kind: 'question' })}>
          Add question
        </Button>
      </Stack>
    </Box>
  );
}
