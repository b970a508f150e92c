import { describe, expect, test } from 'vitest';
import { FORM_VALUE_MAX, PRESET_DEFAULT_ORDER_RANK, PRESETS_LIMIT } from './limits';
import { formValues, newPreset, newTemplate, presetsQuery, renderBody, resolveScope, scopeNeedsSession } from './projects-api';

describe('scopes (docs/routes.md#api)', () => {
  test('mine and private give private, all and system themselves, anything else public', () => {
    expect(resolveScope('mine', 'system')).toBe('private');
    expect(resolveScope('private', 'system')).toBe('private');
    expect(resolveScope('all', 'system')).toBe('all');
    expect(resolveScope('system', 'public')).toBe('system');
    expect(resolveScope('public', 'system')).toBe('public');
    expect(resolveScope('everyone', 'system')).toBe('public');
    expect(resolveScope(' MINE ', 'system')).toBe('private');
  });

  test('no scope is the fallback: system for formats, public for presets', () => {
    expect(resolveScope(undefined, 'system')).toBe('system');
    expect(resolveScope('', 'public')).toBe('public');
  });

  test('only private and all need a session', () => {
    expect(scopeNeedsSession('private')).toBe(true);
    expect(scopeNeedsSession('all')).toBe(true);
    expect(scopeNeedsSession('public')).toBe(false);
    expect(scopeNeedsSession('system')).toBe(false);
  });
});

describe('presets query (docs/routes.md#api, docs/product.md#limits)', () => {
  test('defaults: sort updated_at, descending, limit 60, offset 0', () => {
    expect(presetsQuery.parse({})).toEqual({ sort: 'updated_at', asc: false, limit: PRESETS_LIMIT, offset: 0 });
  });

  test('category empty, default or all is no filter', () => {
    for (const category of ['', 'default', 'ALL', ' all ']) expect(presetsQuery.parse({ category }).category).toBeUndefined();
    expect(presetsQuery.parse({ category: 'education' }).category).toBe('education');
  });

  test('asc reads the query string words, not just any text', () => {
    expect(presetsQuery.parse({ asc: 'true' }).asc).toBe(true);
    expect(presetsQuery.parse({ asc: '1' }).asc).toBe(true);
    expect(presetsQuery.parse({ asc: 'false' }).asc).toBe(false);
    expect(presetsQuery.safeParse({ asc: 'maybe' }).success).toBe(false);
  });

  test('an unknown sort or a negative offset is refused', () => {
    expect(presetsQuery.safeParse({ sort: 'password' }).success).toBe(false);
    expect(presetsQuery.safeParse({ offset: '-1' }).success).toBe(false);
    expect(presetsQuery.safeParse({ limit: '100000' }).success).toBe(false);
  });
});

describe('request bodies', () => {
  test('form values take text, numbers, lists and groups, three deep at most', () => {
    expect(formValues.safeParse({ name: 'Acme', size: 3, ok: true, tags: ['a'], company: { name: 'A', address: { city: 'B' } } }).success).toBe(true);
    expect(formValues.safeParse({ a: { b: { c: { d: { e: 1 } } } } }).success).toBe(false);
    expect(formValues.safeParse({ 'bad key': 'x' }).success).toBe(false);
    expect(formValues.safeParse({ name: 'x'.repeat(FORM_VALUE_MAX + 1) }).success).toBe(false);
    expect(formValues.safeParse('text').success).toBe(false);
  });

  test('render defaults: no polish, no values', () => {
    expect(renderBody.parse({})).toEqual({ form_values: {}, polish: false });
    expect(renderBody.safeParse({ target: 'exe' }).success).toBe(false);
    expect(renderBody.safeParse({ polish: 'yes' }).success).toBe(false);
  });

  test('a new preset gets the defaults of docs/product.md#limits and tags read like a use case’s, lower-cased', () => {
    expect(newPreset.parse({ label: 'Mine' })).toEqual({ label: 'Mine', payload: {}, tags: [], order_rank: PRESET_DEFAULT_ORDER_RANK });
    expect(newPreset.parse({ label: 'Mine', tags: '#Pitch, SaaS pitch' }).tags).toEqual(['pitch', 'saas']);
    expect(newPreset.parse({ label: 'Mine', order_rank: null }).order_rank).toBeNull();
    expect(newPreset.safeParse({ label: '  ' }).success).toBe(false);
  });

  test('a template needs a format whose default target is one it offers, keys unique', () => {
    const format = { key: 'one', label: 'One', input_schema: { fields: ['problem'] }, body: '# {{ problem }}' };
    expect(newTemplate.parse({ label: 'T', formats: [format] }).formats[0]).toMatchObject({
      default_export_target: 'markdown',
      export_targets: ['markdown', 'html', 'pdf', 'docx'],
      is_enabled: true,
      render_engine: 'liquid',
    });
    expect(newTemplate.safeParse({ label: 'T', formats: [] }).success).toBe(false);
    expect(newTemplate.safeParse({ label: 'T', formats: [format, format] }).success).toBe(false);
    expect(newTemplate.safeParse({ label: 'T', formats: [{ ...format, export_targets: ['pdf'] }] }).success).toBe(false);
    expect(newTemplate.safeParse({ label: 'T', formats: [{ ...format, input_schema: { fields: ['a', { key: 'a' }] } }] }).success).toBe(false);
  });
});
