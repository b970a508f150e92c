import { useEffect, type Dispatch } from 'react';
import clsx from 'clsx';
import { mdiChevronLeft, mdiChevronRight, mdiPlus } from '@mdi/js';
import { pageCount, ROWS_PAGE, type EditorAction, type EditorState } from '../editor-state';
import { Button, Icon, IconButton, Stack, Text } from '../../../ui';
import { cellId, ItemRow } from './item-row';
import css from './items-editor.module.css';

interface Props {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
}

/** The pages a pager offers: the first, the last, the current one and its neighbours; null where pages are left out. */
function pageLinks(count: number, current: number): (number | null)[] {
  const kept = [...new Set([1, current - 1, current, current + 1, count])].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const links: (number | null)[] = [];
  kept.forEach((page, i) => {
    const before = kept[i - 1];
    // one page left out is shown rather than a gap as wide as itself
    if (before !== undefined && page - before === 2) links.push(before + 1);
    else if (before !== undefined && page - before > 2) links.push(null);
    links.push(page);
  });
  return links;
}

function Pages({ state, dispatch, label }: Props & { label: string }) {
  const pages = pageCount(state.rows.length);
  if (pages < 2) return null;
  const first = state.page * ROWS_PAGE + 1;
  const last = Math.min(state.rows.length, first + ROWS_PAGE - 1);
  const current = state.page + 1;
  const go = (page: number) => dispatch({ type: 'page', page: page - 1 });
  return (
    <Stack rowFrom="sm" gap={1} align="center" justify="space-between" className={css.pages}>
      <Text variant="body2" tone="secondary">
        Items {first.toLocaleString('en')}–{last.toLocaleString('en')} of {state.rows.length.toLocaleString('en')}
      </Text>
      <nav aria-label={label}>
        <ul className={css.pager}>
          <li>
            <IconButton size="small" label="Go to previous page" disabled={current === 1} onClick={() => go(current - 1)}>
              <Icon path={mdiChevronLeft} size="small" />
            </IconButton>
          </li>
          {pageLinks(pages, current).map((page, i) =>
            page === null ? (
              <li key={`gap-${i}`} className={css.gap}>
                …
              </li>
            ) : (
              <li key={page}>
                <button
                  type="button"
                  className={clsx(css.page, page === current && css.current)}
                  aria-current={page === current ? 'true' : undefined}
                  aria-label={page === current ? `page ${page}` : `Go to page ${page}`}
                  onClick={() => go(page)}
                >
                  {page.toLocaleString('en')}
                </button>
              </li>
            ),
          )}
          <li>
            <IconButton size="small" label="Go to next page" disabled={current === pages} onClick={() => go(current + 1)}>
              <Icon path={mdiChevronRight} size="small" />
            </IconButton>
          </li>
        </ul>
      </nav>
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
    <div>
      <Pages state={state} dispatch={dispatch} label="Pages of items, top" />
      <div className={css.rows}>
        {rows.map((row, i) => (
          <ItemRow key={row.key} row={row} number={start + i + 1} errors={state.errors.get(row.key)} last={row.key === lastKey} dispatch={dispatch} />
        ))}
      </div>
      <Pages state={state} dispatch={dispatch} label="Pages of items, bottom" />
      <Stack direction="row" gap={1} className={css.add}>
        <Button startIcon={<Icon path={mdiPlus} size="small" />} onClick={() => dispatch({ type: 'add', after: null, kind: 'flashcard' })}>
          Add card
        </Button>
        <Button startIcon={<Icon path={mdiPlus} size="small" />} onClick={() => dispatch({ type: 'add', after: null, kind: 'question' })}>
          Add question
        </Button>
      </Stack>
    </div>
  );
}
