import { describe, expect, it } from 'vitest';
import { blankRow, checkRows, type EditorRow } from './editor-rows';
import { editorReducer, initialEditorState, ROWS_PAGE, type EditorAction, type EditorState } from './editor-state';

const card = (prompt: string, back: string): EditorRow => ({ ...blankRow(), prompt, back });
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

describe('the set editor', () => {
  it('starts a new set with one row to type into, clean', () => {
    const state = initialEditorState([]);
    expect(state.rows).toHaveLength(1);
    expect(state.dirty).toBe(false);
  });

  it('adds a row after the last one, of the same kind and topic, focused on its first cell', () => {
    const last = { ...blankRow('question', 'Algebra'), prompt: 'x?' };
    const state = run(initialEditorState([card('a', '1'), last]), { type: 'add', after: last.key });
    const added = state.rows[2]!;
    expect(added).toMatchObject({ kind: 'question', topic: 'Algebra', prompt: '' });
    expect(state.focus).toEqual({ key: added.key, cell: 'prompt' });
    expect(state.dirty).toBe(true);
    expect(run(state, { type: 'focused' }).focus).toBeNull();
  });

  it('moves on from a row\'s last cell to the next row, and past the last row to a new one', () => {
    const [a, b] = [card('a', '1'), card('b', '2')];
    let state = run(initialEditorState([a, b]), { type: 'next-row', key: a.key });
    expect(state.focus).toEqual({ key: b.key, cell: 'prompt' });
    expect(state.dirty).toBe(false);
    state = run(state, { type: 'next-row', key: b.key });
    expect(state.rows).toHaveLength(3);
    expect(state.focus).toEqual({ key: state.rows[2]!.key, cell: 'prompt' });
  });

  it('turns to the page of a long paste\'s last row and focuses it', () => {
    const spare = blankRow();
    const cells = Array.from({ length: ROWS_PAGE + 30 }, (_, i) => [`term ${i}`, `definition ${i}`]);
    const state = run(initialEditorState([spare]), { type: 'paste', key: spare.key, cells });
    expect(state.rows).toHaveLength(ROWS_PAGE + 30);
    expect(state.page).toBe(1);
    expect(state.focus).toEqual({ key: state.rows.at(-1)!.key, cell: 'prompt' });
  });

  it('turns to a refused save\'s first bad row, focuses it, and clears its message once fixed', () => {
    const rows = [...Array.from({ length: ROWS_PAGE + 5 }, (_, i) => card(`t${i}`, `d${i}`)), card('', 'no term')];
    let state = initialEditorState(rows);
    const { errors } = checkRows(state.rows);
    const bad = rows.at(-1)!;
    state = run(state, { type: 'invalid', errors });
    expect(state.page).toBe(1);
    expect(state.focus).toEqual({ key: bad.key, cell: 'prompt' });
    expect(state.errors.get(bad.key)).toEqual({ prompt: 'Term is required.' });
    state = run(state, { type: 'edit', key: bad.key, change: (row) => ({ ...row, prompt: 'now a term' }) });
    expect(state.errors.has(bad.key)).toBe(false);
  });

  it('keeps a row to type into when the last one is removed, and is clean again once saved', () => {
    const only = card('a', '1');
    let state = run(initialEditorState([only]), { type: 'remove', key: only.key });
    expect(state.rows).toHaveLength(1);
    expect(state.rows[0]!.key).not.toBe(only.key);
    expect(state.dirty).toBe(true);
    state = run(state, { type: 'saved', rows: [card('b', '2')] });
    expect(state.dirty).toBe(false);
    expect(state.rows.map((row) => row.prompt)).toEqual(['b']);
  });

  it('turns pages within the rows there are, and back when the last page empties', () => {
    const rows = Array.from({ length: ROWS_PAGE + 1 }, (_, i) => card(`t${i}`, `d${i}`));
    let state = run(initialEditorState(rows), { type: 'page', page: 5 });
    expect(state.page).toBe(1);
    state = run(state, { type: 'remove', key: rows.at(-1)!.key });
    expect(state.page).toBe(0);
    expect(run(state, { type: 'page', page: -1 }).page).toBe(0);
  });
});
