import { describe, expect, test } from 'vitest';
import { PROJECT_MULTILINE_ROWS } from './limits';
import {
  isBlankValue,
  isFieldKey,
  isMultilineKey,
  MULTILINE_KEYWORDS,
  normalizeField,
  normalizeFields,
  requiredMessage,
  titleCase,
  toNested,
  validateFormValues,
  valueAt,
  withDefaults,
} from './projects';

describe('form fields (docs/product.md#what-is-stored)', () => {
  test('a plain string becomes a labelled field with the key in title-case words', () => {
    expect(normalizeField('target_customer')).toEqual({ key: 'target_customer', label: 'Target Customer', type: 'text', required: false });
    expect(titleCase('company.name')).toBe('Company Name');
    expect(titleCase('targetCustomer')).toBe('Target Customer');
    expect(titleCase('go-to-market plan')).toBe('Go To Market Plan');
  });

  test.each(MULTILINE_KEYWORDS)('a key containing "%s" is multi-line with 3 rows', (word) => {
    expect(normalizeField(`our_${word}s`)).toMatchObject({ type: 'textarea', rows: PROJECT_MULTILINE_ROWS });
  });

  test('the keyword may be anywhere in the key, in any case', () => {
    expect(isMultilineKey('valueProposition')).toBe(true);
    expect(isMultilineKey('KEY_RISKS')).toBe(true);
    expect(isMultilineKey('founder.name')).toBe(false);
    expect(normalizeField('budget')).toMatchObject({ type: 'text' });
    expect(normalizeField('budget').rows).toBeUndefined();
  });

  test('an object keeps what it says and gets what it leaves out', () => {
    expect(normalizeField({ key: 'problem', label: 'The pain', rows: 6, required: true })).toEqual({
      key: 'problem',
      label: 'The pain',
      type: 'textarea',
      rows: 6,
      required: true,
    });
    // an explicit type wins over the keyword rule
    expect(normalizeField({ key: 'summary', type: 'text' })).toEqual({ key: 'summary', label: 'Summary', type: 'text', required: false });
    expect(normalizeField({ key: 'team', type: 'textarea' })).toMatchObject({ type: 'textarea', rows: PROJECT_MULTILINE_ROWS });
    expect(normalizeField({ key: 'name', label: '  ' }).label).toBe('Name');
  });

  test('default and defaultValue are one property; placeholder and help are kept', () => {
    expect(normalizeField({ key: 'status', defaultValue: 'On track' }).default).toBe('On track');
    expect(normalizeField({ key: 'status', default: 'Blocked', defaultValue: 'On track' }).default).toBe('Blocked');
    expect(normalizeField({ key: 'count', default: 0 }).default).toBe(0);
    expect(normalizeField({ key: 'x', placeholder: 'e.g. 3', help: 'Why' })).toMatchObject({ placeholder: 'e.g. 3', help: 'Why' });
  });

  test('normalising twice changes nothing', () => {
    const once = normalizeFields(['problem', { key: 'founder.email', label: 'E-mail', required: true }]);
    expect(normalizeFields(once)).toEqual(once);
  });

  test('field keys are dotted words and never reach a prototype', () => {
    expect(isFieldKey('company.name')).toBe(true);
    expect(isFieldKey('market_size.tam')).toBe(true);
    expect(isFieldKey('a..b')).toBe(false);
    expect(isFieldKey('1st')).toBe(false);
    expect(isFieldKey('name ')).toBe(false);
    expect(isFieldKey('__proto__')).toBe(false);
    expect(isFieldKey('a.constructor.prototype')).toBe(false);
  });
});

describe('form values', () => {
  test('a dotted key reads the flat entry first, then the nested one', () => {
    expect(valueAt({ 'company.name': 'Flat', company: { name: 'Nested' } }, 'company.name')).toBe('Flat');
    expect(valueAt({ company: { name: 'Nested' } }, 'company.name')).toBe('Nested');
    expect(valueAt({ company: 'text' }, 'company.name')).toBeUndefined();
    expect(valueAt({}, 'toString')).toBeUndefined();
  });

  test('blank is undefined, null, a blank string or an empty list (docs/product.md#validation)', () => {
    for (const blank of [undefined, null, '', '   \n', []]) expect(isBlankValue(blank)).toBe(true);
    for (const filled of ['x', 0, false, ['a'], { a: 1 }]) expect(isBlankValue(filled)).toBe(false);
  });

  test("a blank required field gives '{label or key} is required'", () => {
    const fields = normalizeFields([
      { key: 'name', label: 'Startup name', required: true },
      { key: 'founder.email', required: true },
      { key: 'tags', label: '', required: true },
      { key: 'notes' },
    ]);
    expect(validateFormValues(fields, { name: '  ', founder: { email: null }, tags: [] })).toEqual({
      name: 'Startup name is required',
      'founder.email': 'Founder Email is required',
      tags: 'Tags is required',
    });
    expect(requiredMessage({ key: 'problem', label: '' })).toBe('problem is required');
    expect(validateFormValues(fields, { name: 'Acme', 'founder.email': 'a@b.c', tags: ['x'] })).toEqual({});
  });

  test('defaults fill blank values only', () => {
    const fields = normalizeFields([{ key: 'status', default: 'On track' }, { key: 'team.size', defaultValue: 2 }, 'problem']);
    expect(withDefaults(fields, { status: '' })).toEqual({ status: 'On track', 'team.size': 2 });
    expect(withDefaults(fields, { status: 'Blocked', team: { size: 5 } })).toEqual({ status: 'Blocked', team: { size: 5 } });
  });

  test('flat dotted keys spread into nested groups, the flat entry winning', () => {
    expect(toNested({ 'company.name': 'Acme', company: { city: 'Pune', name: 'Old' }, title: 'T', skipped: undefined })).toEqual({
      company: { city: 'Pune', name: 'Acme' },
      title: 'T',
    });
    expect(toNested({ 'a.b.c': 1 })).toEqual({ a: { b: { c: 1 } } });
  });

  test('keys that could reach a prototype are dropped', () => {
    const nested = toNested(JSON.parse('{"__proto__": {"polluted": true}, "constructor.prototype.x": 1, "ok": 1}'));
    expect(nested).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
