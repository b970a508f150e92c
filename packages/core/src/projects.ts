import { PROJECT_MULTILINE_ROWS } from './limits';

/*
 * Form fields of the projects studio (docs/product.md#what-is-stored "Form field", docs/product.md#validation "Project form"): how a format's
 * input_schema becomes a form, which values count as filled in, and how dotted keys address
 * nested values. Pure, so the server's checks and the web's form agree to the letter.
 */

export const FIELD_TYPES = ['text', 'textarea'] as const;
type FieldType = (typeof FIELD_TYPES)[number];

/** What a value of a form can be: text, a number, a yes/no, a list, or a nested group (dotted keys). */
export type FormValue = string | number | boolean | null | FormValue[] | { [key: string]: FormValue };
export type FormValues = Record<string, FormValue | undefined>;

/** A field as a format's author may write it: just its key, or an object. */
export interface FieldSpec {
  key: string;
  label?: string;
  type?: FieldType;
  rows?: number;
  required?: boolean;
  default?: FormValue;
  /** the same as default, under the other name the spec allows */
  defaultValue?: FormValue;
  placeholder?: string;
  help?: string;
}

/** A field ready for a form: every property the form needs is set. */
export interface FormField {
  key: string;
  label: string;
  type: FieldType;
  /** set for textarea */
  rows?: number;
  required: boolean;
  default?: FormValue;
  placeholder?: string;
  help?: string;
}

/** Words that make a field multi-line when its key contains one (docs/product.md#what-is-stored). */
export const MULTILINE_KEYWORDS = [
  'problem',
  'solution',
  'value',
  'summary',
  'timeline',
  'strategy',
  'competition',
  'moat',
  'traction',
  'risk',
  'assumption',
  'milestone',
] as const;

/** A dotted key: words of letters, digits and underscores, joined by dots ('company.name'). */
const FIELD_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
/** Key parts that would reach an object's prototype instead of a value. */
const UNSAFE_KEY_PARTS = new Set(['__proto__', 'prototype', 'constructor']);

/** A dotted key a form may use: the pattern, and no part that could reach a prototype. */
export const isFieldKey = (key: string) => FIELD_KEY_PATTERN.test(key) && !key.split('.').some((part) => UNSAFE_KEY_PARTS.has(part));

/** 'problem_statement' → 'Problem Statement', 'company.name' → 'Company Name', 'targetCustomer' → 'Target Customer'. */
export function titleCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function isMultilineKey(key: string): boolean {
  const lower = key.toLowerCase();
  return MULTILINE_KEYWORDS.some((word) => lower.includes(word));
}

/**
 * A field of an input_schema as the form shows it: a plain string is the key of a labelled field
 * with a title-cased label; a field without a type is multi-line when its key names one of the
 * MULTILINE_KEYWORDS; a multi-line field has PROJECT_MULTILINE_ROWS rows unless it says otherwise.
 */
export function normalizeField(field: string | FieldSpec): FormField {
  const spec: FieldSpec = typeof field === 'string' ? { key: field } : field;
  const key = spec.key.trim();
  const type = spec.type ?? (isMultilineKey(key) ? 'textarea' : 'text');
  const normalized: FormField = {
    key,
    label: spec.label?.trim() || titleCase(key),
    type,
    required: spec.required ?? false,
  };
  if (type === 'textarea') normalized.rows = spec.rows ?? PROJECT_MULTILINE_ROWS;
  const fallback = spec.default !== undefined ? spec.default : spec.defaultValue;
  if (fallback !== undefined) normalized.default = fallback;
  if (spec.placeholder) normalized.placeholder = spec.placeholder;
  if (spec.help) normalized.help = spec.help;
  return normalized;
}

export const normalizeFields = (fields: readonly (string | FieldSpec)[]): FormField[] => fields.map(normalizeField);

const isGroup = (value: unknown): value is Record<string, FormValue> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value a (dotted) key names: the flat entry ('company.name': …) when the values have one,
 * else the nested one (company: { name: … }).
 */
export function valueAt(values: FormValues, key: string): FormValue | undefined {
  if (Object.hasOwn(values, key)) return values[key];
  let current: unknown = values;
  for (const part of key.split('.')) {
    if (!isGroup(current) || !Object.hasOwn(current, part)) return undefined;
    current = current[part];
  }
  return current as FormValue;
}

/** docs/product.md#validation: undefined, null, a blank string and an empty list count as not filled in. */
export function isBlankValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** docs/product.md#validation and docs/product.md#errors: '{label or key} is required'. */
export const requiredMessage = (field: Pick<FormField, 'key' | 'label'>) => `${field.label || field.key} is required`;

/** The message of every required field left blank, by key; empty when the form may go ahead. */
export function validateFormValues(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.required && isBlankValue(valueAt(values, field.key))) errors[field.key] = requiredMessage(field);
  }
  return errors;
}

/** The values with each field's default filled in where the value is blank. */
export function withDefaults(fields: readonly FormField[], values: FormValues): FormValues {
  const filled: FormValues = { ...values };
  for (const field of fields) {
    if (field.default !== undefined && isBlankValue(valueAt(values, field.key))) filled[field.key] = field.default;
  }
  return filled;
}

/** The values as one nested object, flat dotted keys spread out ('company.name' → company.name), for a template to read. */
export function toNested(values: FormValues): Record<string, FormValue> {
  const nested: Record<string, FormValue> = {};
  const assign = (target: Record<string, FormValue>, path: string[], value: FormValue) => {
    const [head, ...rest] = path as [string, ...string[]];
    if (rest.length === 0) {
      // a nested group already there keeps its other members when the flat key names the whole group
      target[head] = isGroup(target[head]) && isGroup(value) ? { ...target[head], ...value } : value;
      return;
    }
    if (!isGroup(target[head])) target[head] = {};
    assign(target[head] as Record<string, FormValue>, rest, value);
  };
  // nested groups first, then flat dotted keys, so a flat entry wins as it does in valueAt
  const entries = Object.entries(values).filter((entry): entry is [string, FormValue] => entry[1] !== undefined && isFieldKey(entry[0]));
  for (const [key, value] of entries) if (!key.includes('.')) assign(nested, [key], value);
  for (const [key, value] of entries) if (key.includes('.')) assign(nested, key.split('.'), value);
  return nested;
}
