import { describe, expect, test } from 'vitest';
import type { ProjectCard } from '@curio/core/project-cards';
import { normalizeFields } from '@curio/core/projects';
import { newTemplate, type TemplateFormat } from '@curio/core/projects-api';
import { copyLabel, presetPayload, suggestedPresetLabel, templateFrom } from './my-library';

const fields = normalizeFields([{ key: 'startup_name', label: 'Startup name', required: true }, 'problem', 'company.city', 'tags']);

const card = (form_values: ProjectCard['form_values'], title = 'Startup one-pager'): Pick<ProjectCard, 'form_fields' | 'form_values' | 'title'> => ({
  form_fields: fields,
  form_values,
  title,
});

describe('a preset saved from a card', () => {
  test('keeps the filled-in values of the selected format only', () => {
    const values = { startup_name: 'MealMatch', problem: '  ', 'company.city': 'Pune', tags: [], other_format_field: 'kept in the card' };
    expect(presetPayload(card(values))).toEqual({ startup_name: 'MealMatch', 'company.city': 'Pune' });
  });

  test('reads nested groups by their dotted key', () => {
    expect(presetPayload(card({ company: { city: 'Lagos' } }))).toEqual({ 'company.city': 'Lagos' });
  });

  test.each([
    ['the first field’s short text', { startup_name: '  MealMatch ' }, 'MealMatch'],
    ['the card’s title when the first field is blank', { problem: 'Waste' }, 'Startup one-pager'],
    ['the card’s title when the first field is several lines', { startup_name: 'a\nb' }, 'Startup one-pager'],
    ['the card’s title when the first field is long', { startup_name: 'x'.repeat(61) }, 'Startup one-pager'],
  ])('is offered the name of %s', (_what, values, label) => {
    expect(suggestedPresetLabel(card(values))).toBe(label);
  });
});

const format = (key: string, body: string): TemplateFormat => ({
  key,
  label: key.toUpperCase(),
  description: null,
  order_rank: null,
  input_schema: { fields },
  default_export_target: 'markdown',
  body,
  template_key: 'startup-one-pager',
  export_targets: ['markdown', 'pdf'],
  is_enabled: true,
  render_engine: 'liquid',
  updated_at: '2025-01-01T00:00:00.000Z',
});

describe('a template of the learner’s own copied from a card’s template', () => {
  const source = { formats: [format('pitch', '# {{ startup_name }}'), format('memo', 'Memo: {{ problem }}')] };

  test('keeps every format and rewrites the chosen one’s body', () => {
    const copy = templateFrom(source, { label: 'My pitch', description: '', category: 'startup', formatKey: 'memo', body: 'New memo {{ problem }}' });
    expect(copy).toMatchObject({ label: 'My pitch', description: null, category: 'startup' });
    expect(copy.formats.map((f) => [f.key, f.body])).toEqual([
      ['pitch', '# {{ startup_name }}'],
      ['memo', 'New memo {{ problem }}'],
    ]);
    expect(newTemplate.safeParse(copy).success).toBe(true);
  });

  test('sends what a new format needs, not what the server adds', () => {
    const [first] = templateFrom(source, { label: 'x', formatKey: 'pitch', body: 'b' }).formats;
    expect(first).not.toHaveProperty('template_key');
    expect(first).not.toHaveProperty('updated_at');
    expect(first).toMatchObject({ key: 'pitch', export_targets: ['markdown', 'pdf'], default_export_target: 'markdown', input_schema: { fields } });
  });

  test('is first offered as “My …” within the label limit', () => {
    expect(copyLabel('Lean canvas')).toBe('My Lean canvas');
    expect(copyLabel('x'.repeat(200))).toHaveLength(120);
  });
});
