import { blankRow, rowErrors, withPastedRows, withRowAfter, type CellName, type EditorRow, type RowErrors } from './editor-rows';

/*
 * The set editor's state as one reducer: the rows, the messages shown under them, which page of
 * rows is on screen (a set of thousands renders a page at a time), and which cell takes the focus
 * next. Pure, so the editor's behaviour is tested without a browser.
 */

/** Rows on screen at a time. */
export const ROWS_PAGE = 100;

export const pageCount = (rows: number) => Math.max(1, Math.ceil(rows / ROWS_PAGE));

interface FocusTarget {
  key: string;
  cell: CellName;
}

export interface EditorState {
  rows: EditorRow[];
  errors: ReadonlyMap<string, RowErrors>;
  /** the page of rows on screen, from 0 */
  page: number;
  /** changed since loaded or saved */
  dirty: boolean;
  focus: FocusTarget | null;
}

export type EditorAction =
  | { type: 'load'; rows: EditorRow[] }
  | { type: 'edit'; key: string; change: (row: EditorRow) => EditorRow }
  | { type: 'remove'; key: string }
  /** a new row after the given one (null: at the end), taking the focus */
  | { type: 'add'; after: string | null; kind?: EditorRow['kind'] }
  /** Enter in a row's last cell: on to the next row, or a new one after the last */
  | { type: 'next-row'; key: string }
  | { type: 'paste'; key: string; cells: string[][] }
  | { type: 'page'; page: number }
  /** a save refused: the messages by row, the first of them on screen and focused */
  | { type: 'invalid'; errors: Map<string, RowErrors> }
  /** a save done: the rows as saved (with their ids) */
  | { type: 'saved'; rows: EditorRow[] }
  | { type: 'focused' };

/** The editor always ends with a row to type into. */
function withSpareRow(rows: EditorRow[]): EditorRow[] {
  return rows.length > 0 ? rows : [blankRow()];
}

export function initialEditorState(rows: EditorRow[]): EditorState {
  return { rows: withSpareRow(rows), errors: new Map(), page: 0, dirty: false, focus: null };
}

/** A row showing messages is checked again as it changes, so they go as it is fixed. */
function recheck(errors: ReadonlyMap<string, RowErrors>, row: EditorRow): ReadonlyMap<string, RowErrors> {
  if (!errors.has(row.key)) return errors;
  const next = new Map(errors);
  const found = rowErrors(row);
  if (found) next.set(row.key, found);
  else next.delete(row.key);
  return next;
}

/** The page a row is on. */
const pageOf = (rows: EditorRow[], key: string) => Math.floor(Math.max(0, rows.findIndex((row) => row.key === key)) / ROWS_PAGE);

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.rows);
    case 'edit': {
      const at = state.rows.findIndex((row) => row.key === action.key);
      if (at === -1) return state;
      const changed = action.change(state.rows[at]!);
      const rows = [...state.rows.slice(0, at), changed, ...state.rows.slice(at + 1)];
      return { ...state, rows, errors: recheck(state.errors, changed), dirty: true };
    }
    case 'remove': {
      const rows = withSpareRow(state.rows.filter((row) => row.key !== action.key));
      const errors = new Map(state.errors);
      errors.delete(action.key);
      // the last row of the last page gone: that page is gone too
      return { ...state, rows, errors, page: Math.min(state.page, pageCount(rows.length) - 1), dirty: true };
    }
    case 'add': {
      const after = action.after === null ? null : state.rows.find((row) => row.key === action.after);
      // a new row takes the kind and topic of the one it follows: lists are typed in runs
      const model = after ?? state.rows.at(-1);
      const row = blankRow(action.kind ?? model?.kind ?? 'flashcard', model?.topic ?? '');
      const rows = withRowAfter(state.rows, after ? after.key : null, row);
      return { ...state, rows, page: pageOf(rows, row.key), dirty: true, focus: { key: row.key, cell: 'prompt' } };
    }
    case 'next-row': {
      const at = state.rows.findIndex((row) => row.key === action.key);
      const next = state.rows[at + 1];
      if (at === -1) return state;
      if (!next) return editorReducer(state, { type: 'add', after: action.key });
      return { ...state, page: pageOf(state.rows, next.key), focus: { key: next.key, cell: 'prompt' } };
    }
    case 'paste': {
      const { rows, last } = withPastedRows(state.rows, action.key, action.cells);
      return { ...state, rows, page: pageOf(rows, last), dirty: true, focus: { key: last, cell: 'prompt' } };
    }
    case 'page':
      return { ...state, page: Math.min(Math.max(0, action.page), pageCount(state.rows.length) - 1) };
    case 'invalid': {
      const first = state.rows.find((row) => action.errors.has(row.key));
      if (!first) return { ...state, errors: action.errors };
      const cell = Object.keys(action.errors.get(first.key)!)[0] as CellName;
      return { ...state, errors: action.errors, page: pageOf(state.rows, first.key), focus: { key: first.key, cell } };
    }
    case 'saved': {
      const rows = withSpareRow(action.rows);
      return { ...state, rows, errors: new Map(), page: Math.min(state.page, pageCount(rows.length) - 1), dirty: false };
    }
    case 'focused':
      return state.focus ? { ...state, focus: null } : state;
  }
}
