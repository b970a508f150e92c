import { describe, expect, test } from 'vitest';
import { DEFAULT_EXPORT_TARGET, PROJECT_MULTILINE_ROWS } from './limits';
import {
  addCard,
  applyPreset,
  CARD_MSG,
  changeField,
  closeCard,
  type CardsSnapshot,
  DEFAULT_CARD_TITLE,
  editOutput,
  emptySnapshot,
  findCard,
  generateDone,
  openCard,
  parseSnapshot,
  previewDone,
  proceed,
  PROJECT_CARDS_MAX,
  removeCard,
  renameCard,
  requestFailed,
  selectFormat,
  serializeSnapshot,
  setExportTarget,
  setMode,
  spawnFromTemplate,
  toggleMode,
} from './project-cards';
import { normalizeFields } from './projects';
import type { TemplateFormat } from './projects-api';
import { PROJECT_MSG } from './projects-messages';

const template = { id: 'tpl-1', key: 'startup-one-pager', label: 'Startup one-pager' };

function format(key: string, overrides: Partial<TemplateFormat> = {}): TemplateFormat {
  return {
    key,
    label: key.toUpperCase(),
    description: null,
    order_rank: 10,
    input_schema: { fields: normalizeFields([{ key: 'name', label: 'Startup name', required: true }, 'problem', { key: 'stage', default: 'Idea' }]) },
    default_export_target: 'markdown',
    body: '# {{ name }}',
    template_key: template.key,
    export_targets: ['markdown', 'html', 'pdf', 'docx'],
    is_enabled: true,
    render_engine: 'liquid',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const pitch = format('pitch', {
  input_schema: { fields: normalizeFields([{ key: 'name', required: true }, { key: 'ask', label: 'The ask', required: true }]) },
  default_export_target: 'pdf',
  export_targets: ['pdf', 'docx'],
});

const card = (snapshot: CardsSnapshot, id = 'a') => findCard(snapshot, id)!;
const withTemplate = (formats: TemplateFormat[] = [format('one-pager'), pitch]) => spawnFromTemplate(addCard(emptySnapshot(), 'a'), 'a', template, formats);

describe('the card list (docs/product.md#states-and-transitions)', () => {
  test('a new card is blank, untitled, in form mode and becomes active', () => {
    const one = addCard(emptySnapshot(), 'a');
    const two = addCard(one, 'b');
    expect(two.activeId).toBe('b');
    expect(card(two, 'b')).toMatchObject({ title: DEFAULT_CARD_TITLE, mode: 'form', template_key: null, form_values: {}, export_target: DEFAULT_EXPORT_TARGET, loading: false, error: null });
    expect(two.cards.map((c) => c.id)).toEqual(['a', 'b']);
  });

  test('a card id is used once and the list stops at its limit', () => {
    const one = addCard(emptySnapshot(), 'a');
    expect(addCard(one, 'a')).toBe(one);
    let full = emptySnapshot();
    for (let i = 0; i < PROJECT_CARDS_MAX; i += 1) full = addCard(full, `c${i}`);
    expect(addCard(full, 'extra').cards).toHaveLength(PROJECT_CARDS_MAX);
  });

  test('removing the active and opened card clears both ids; removing another keeps them', () => {
    const opened = openCard(addCard(addCard(emptySnapshot(), 'a'), 'b'), 'a');
    expect(opened).toMatchObject({ activeId: 'a', openedId: 'a', lastExpandedId: 'a' });
    const other = removeCard(opened, 'b');
    expect(other).toMatchObject({ activeId: 'a', openedId: 'a' });
    const gone = removeCard(opened, 'a');
    expect(gone).toMatchObject({ activeId: null, openedId: null, lastExpandedId: null });
    expect(gone.cards.map((c) => c.id)).toEqual(['b']);
  });

  test('rename trims and falls back to Untitled; mode is set and toggled; close keeps the active card', () => {
    let s = addCard(emptySnapshot(), 'a');
    s = renameCard(s, 'a', '  My pitch  ');
    expect(card(s).title).toBe('My pitch');
    expect(card(renameCard(s, 'a', '   ')).title).toBe(DEFAULT_CARD_TITLE);
    expect(card(setMode(s, 'a', 'chat')).mode).toBe('chat');
    expect(card(toggleMode(toggleMode(s, 'a'), 'a')).mode).toBe('form');
    const closed = closeCard(openCard(s, 'a'));
    expect(closed).toMatchObject({ openedId: null, activeId: 'a' });
  });

  test('changes to a card that is not there change nothing', () => {
    const s = addCard(emptySnapshot(), 'a');
    expect(renameCard(s, 'zz', 'x')).toBe(s);
    expect(openCard(s, 'zz')).toBe(s);
    expect(removeCard(s, 'zz')).toBe(s);
  });
});

describe('templates and formats', () => {
  test('spawning titles the card after the template and selects the first supported format with its defaults', () => {
    const disabled = format('draft', { is_enabled: false });
    const s = withTemplate([disabled, format('one-pager'), pitch]);
    expect(card(s)).toMatchObject({
      title: template.label,
      template_id: template.id,
      template_key: template.key,
      supported_formats: ['one-pager', 'pitch'],
      selected_format: 'one-pager',
      export_target: 'markdown',
      form_values: { stage: 'Idea' },
      error: null,
    });
    expect(card(s).form_fields.map((f) => f.key)).toEqual(['name', 'problem', 'stage']);
    expect(card(s).form_fields[1]).toMatchObject({ type: 'textarea', rows: PROJECT_MULTILINE_ROWS });
  });

  test(`a template without supported formats says '${PROJECT_MSG.noSupportedFormats}'`, () => {
    const s = withTemplate([format('off', { is_enabled: false })]);
    expect(card(s)).toMatchObject({ error: PROJECT_MSG.noSupportedFormats, selected_format: null, form_fields: [], title: template.label });
    expect(card(withTemplate([])).error).toBe(PROJECT_MSG.noSupportedFormats);
  });

  test('choosing a format updates the fields, defaults and export target and keeps the values written', () => {
    let s = changeField(withTemplate(), 'a', 'name', 'MealMatch');
    s = selectFormat(s, 'a', 'pitch');
    expect(card(s)).toMatchObject({ selected_format: 'pitch', selected_formats: ['pitch'], export_target: 'pdf' });
    expect(card(s).form_fields.map((f) => f.key)).toEqual(['name', 'ask']);
    expect(card(s).form_values).toMatchObject({ name: 'MealMatch' });
    // a format that is not the template's changes nothing
    expect(selectFormat(s, 'a', 'nope')).toBe(s);
  });

  test('the export target is one the format offers; changing it keeps the generated document', () => {
    let s = selectFormat(withTemplate(), 'a', 'pitch');
    expect(card(setExportTarget(s, 'a', 'markdown')).export_target).toBe('pdf');
    s = generateDone(s, 'a', { format: 'pitch', target: 'markdown', content: '# Doc', title: 'Doc' });
    const docx = setExportTarget(s, 'a', 'docx');
    expect(card(docx)).toMatchObject({ export_target: 'docx', output: { content: '# Doc' } });
  });
});

describe('editing the form', () => {
  test("changing a field clears that field's error and the card's error, output and preview", () => {
    let s = withTemplate();
    s = proceed(s, 'a', 'preview').snapshot;
    expect(card(s).fieldErrors).toEqual({ name: 'Startup name is required' });
    s = requestFailed(s, 'a', PROJECT_MSG.previewFailed, { problem: 'Problem is required' });
    s = previewDone(s, 'a', { target: 'html', content: '<p>old</p>' });
    s = generateDone(s, 'a', { format: 'one-pager', target: 'markdown', content: 'old', title: 'Old' });
    s = requestFailed(s, 'a', PROJECT_MSG.generateFailed);
    const changed = card(changeField(s, 'a', 'name', 'MealMatch'));
    expect(changed.fieldErrors).toEqual({ problem: 'Problem is required' });
    expect(changed).toMatchObject({ error: null, output: null, preview: null, form_values: { name: 'MealMatch' } });
  });

  test('a preset can overwrite the form values', () => {
    let s = changeField(withTemplate(), 'a', 'name', 'Mine');
    s = changeField(s, 'a', 'problem', 'my problem');
    s = applyPreset(s, 'a', { name: 'Preset name' }, 'overwrite');
    // named values replace, others start again from their defaults
    expect(card(s).form_values).toEqual({ name: 'Preset name', stage: 'Idea' });
  });

  test('a preset can merge without destroying any value written', () => {
    let s = changeField(withTemplate(), 'a', 'name', 'Mine');
    s = changeField(s, 'a', 'problem', '   ');
    s = proceed(s, 'a', 'generate').snapshot;
    s = applyPreset(s, 'a', { name: 'Preset name', problem: 'Preset problem', ask: 'A pilot' }, 'merge');
    expect(card(s).form_values).toEqual({ name: 'Mine', problem: 'Preset problem', stage: 'Idea', ask: 'A pilot' });
    expect(card(s).fieldErrors).toEqual({});
  });
});

describe('Proceed', () => {
  test("blank required fields give '{label or key} is required' and no request", () => {
    const s = selectFormat(withTemplate(), 'a', 'pitch');
    const { snapshot, request } = proceed(s, 'a', 'preview');
    expect(request).toBeNull();
    expect(card(snapshot)).toMatchObject({ fieldErrors: { name: 'Name is required', ask: 'The ask is required' }, loading: false, mode: 'form' });
  });

  test('a filled form asks for a preview as HTML, then shows it in chat mode', () => {
    const s = changeField(withTemplate(), 'a', 'name', 'MealMatch');
    const { snapshot, request } = proceed(s, 'a', 'preview');
    expect(request).toEqual({
      action: 'preview',
      templateId: template.id,
      body: { form_values: { name: 'MealMatch', stage: 'Idea' }, format: 'one-pager', target: 'html' },
    });
    expect(card(snapshot).loading).toBe(true);
    // a second Proceed while loading sends nothing
    expect(proceed(snapshot, 'a', 'preview').request).toBeNull();
    const done = card(previewDone(snapshot, 'a', { target: 'html', content: '<h1>MealMatch</h1>' }));
    expect(done).toMatchObject({ loading: false, mode: 'chat', preview: { content: '<h1>MealMatch</h1>' } });
  });

  test('generate asks for the text to refine with only the format’s fields', () => {
    let s = changeField(withTemplate(), 'a', 'name', 'MealMatch');
    s = changeField(s, 'a', 'other_format_value', 'kept');
    s = selectFormat(s, 'a', 'pitch');
    s = changeField(s, 'a', 'ask', 'A pilot');
    const { snapshot, request } = proceed(s, 'a', 'generate');
    // pitch offers no markdown: the server still answers text for a pdf or docx target
    expect(request?.body).toEqual({ form_values: { name: 'MealMatch', ask: 'A pilot' }, format: 'pitch', target: 'pdf' });
    const done = generateDone(snapshot, 'a', { format: 'pitch', target: 'markdown', content: '# MealMatch', title: 'MealMatch' });
    expect(card(done)).toMatchObject({ mode: 'chat', loading: false, output: { content: '# MealMatch' } });
    expect(card(done).form_values).toMatchObject({ other_format_value: 'kept' });
    expect(card(editOutput(done, 'a', '# Better')).output?.content).toBe('# Better');
  });

  test('a card without a template or without formats cannot proceed', () => {
    const blank = addCard(emptySnapshot(), 'a');
    expect(proceed(blank, 'a', 'preview')).toMatchObject({ request: null });
    expect(card(proceed(blank, 'a', 'preview').snapshot).error).toBe(CARD_MSG.chooseTemplateFirst);
    const none = withTemplate([]);
    expect(card(proceed(none, 'a', 'generate').snapshot).error).toBe(PROJECT_MSG.noFormatsForTemplate);
  });

  test('a failed request shows the message and the fields the server named', () => {
    const s = proceed(changeField(withTemplate(), 'a', 'name', 'x'), 'a', 'generate').snapshot;
    const failed = card(requestFailed(s, 'a', 'Problem is required', { problem: 'Problem is required' }));
    expect(failed).toMatchObject({ loading: false, error: 'Problem is required', fieldErrors: { problem: 'Problem is required' }, mode: 'form' });
  });
});

describe('the stored snapshot', () => {
  test('a snapshot survives a round trip, with no card left loading', () => {
    let s = openCard(withTemplate(), 'a');
    s = proceed(changeField(s, 'a', 'name', 'MealMatch'), 'a', 'preview').snapshot;
    const back = parseSnapshot(serializeSnapshot(s));
    expect(back).toEqual({ ...s, cards: s.cards.map((c) => ({ ...c, loading: false })) });
  });

  test.each([
    ['nothing', null],
    ['not JSON', '{cards: ['],
    ['another version', JSON.stringify({ version: 2, cards: [] })],
    ['an old list of cards', JSON.stringify([{ id: 'a' }])],
    ['the wrong shape', JSON.stringify({ version: 1, cards: 'many' })],
    ['a string', JSON.stringify('cards')],
  ])('%s starts afresh', (_, raw) => {
    expect(parseSnapshot(raw)).toEqual(emptySnapshot());
  });

  test('unreadable cards are dropped, bad properties fall back and ids of missing cards are cleared', () => {
    const raw = JSON.stringify({
      version: 1,
      cards: [{ id: 'a', title: 42, mode: 'dance', form_values: 'x', export_target: 'exe' }, { title: 'no id' }, { id: 'a', title: 'duplicate' }, 7],
      activeId: 'gone',
      openedId: 'a',
      lastExpandedId: 5,
    });
    const s = parseSnapshot(raw);
    expect(s.cards).toHaveLength(1);
    expect(card(s)).toMatchObject({ id: 'a', title: DEFAULT_CARD_TITLE, mode: 'form', form_values: {}, export_target: DEFAULT_EXPORT_TARGET });
    expect(s).toMatchObject({ activeId: null, openedId: 'a', lastExpandedId: null });
  });

  test('the last expanded card kept under its own key wins when its card exists', () => {
    const raw = serializeSnapshot(openCard(addCard(addCard(emptySnapshot(), 'a'), 'b'), 'a'));
    expect(parseSnapshot(raw, 'b').lastExpandedId).toBe('b');
    expect(parseSnapshot(raw, 'gone').lastExpandedId).toBeNull();
  });
});

describe('a card’s name', () => {
  test('is its own title once the form gives it one, else its template’s', () => {
    let snapshot = spawnFromTemplate(addCard(emptySnapshot(), 'a'), 'a', { id: 't1', key: 'proposal', label: 'Project proposal' }, []);
    expect(findCard(snapshot, 'a')!.title).toBe('Project proposal');
    snapshot = changeField(snapshot, 'a', 'title', '  Solar school  ');
    expect(findCard(snapshot, 'a')!.title).toBe('Solar school');
    snapshot = changeField(snapshot, 'a', 'title', '');
    expect(findCard(snapshot, 'a')!.title).toBe('Project proposal');
    snapshot = applyPreset(snapshot, 'a', { title: 'Wind farm' }, 'merge');
    expect(findCard(snapshot, 'a')!.title).toBe('Wind farm');
    // another template keeps the card's own title
    snapshot = spawnFromTemplate(snapshot, 'a', { id: 't2', key: 'canvas', label: 'Lean canvas' }, []);
    expect(findCard(snapshot, 'a')!.title).toBe('Wind farm');
  });

  test('a name typed as the card’s title stays, whatever the form or the template says', () => {
    let snapshot = spawnFromTemplate(addCard(emptySnapshot(), 'a'), 'a', { id: 't1', key: 'proposal', label: 'Project proposal' }, []);
    snapshot = renameCard(snapshot, 'a', 'My pitch');
    snapshot = changeField(snapshot, 'a', 'title', 'Solar school');
    expect(findCard(snapshot, 'a')!.title).toBe('My pitch');
    snapshot = spawnFromTemplate(snapshot, 'a', { id: 't2', key: 'canvas', label: 'Lean canvas' }, []);
    expect(findCard(snapshot, 'a')!.title).toBe('My pitch');
  });
});
