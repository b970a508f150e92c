import type { z } from 'zod';
import { type ImportPreview, type ImportProblem, type SetItem, type SetItemInput, setItem } from '@curio/core/study-sets';
import { IMPORT_PROBLEMS_SHOWN, SET_ITEMS_MAX } from '@curio/core/study-sets-rules';
import { onLines } from './format-messages';
import { emptyImportError, IMPORT_MSG, ImportError } from './import-error';

const FIELD_NAMES: Record<string, string> = {
  question: 'the question',
  options: 'the options',
  answer: 'the answer',
  explanation: 'the explanation',
  front: 'the front',
  back: 'the back',
  example: 'the example',
  protip: 'the pro tip',
  difficulty: 'the difficulty',
  formulas: 'the formulas',
  module: 'the module',
  topic: 'the topic',
};
const ELEMENT_NAMES: Record<string, string> = { options: 'option', formulas: 'formula' };

function fieldName(path: readonly PropertyKey[]): string {
  const [field, index] = path;
  if (typeof field !== 'string') return 'the item';
  if (typeof index === 'number' && ELEMENT_NAMES[field]) return `${ELEMENT_NAMES[field]} ${index + 1}`;
  return FIELD_NAMES[field] ?? field;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? '' : '.');

/** zod's own wording ("Too small: expected string to have >=1 characters"), rephrased below */
const ZOD_DEFAULT = /^(?:Too (?:small|big)|Invalid)\b/;

/** A zod issue as a learner reads it: "The back is required.", "Option 3 is longer than 500 characters." */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = fieldName(issue.path);
  if (ZOD_DEFAULT.test(issue.message)) {
    if (issue.code === 'too_small' && issue.origin === 'string') return sentence(`${field} is empty`);
    if (issue.code === 'too_big' && issue.origin === 'string') return sentence(`${field} is longer than ${issue.maximum.toLocaleString('en')} characters`);
    if (issue.code === 'too_big' && issue.origin === 'array') return sentence(`there are more than ${issue.maximum.toLocaleString('en')} ${field.replace(/^the /, '')}`);
    if (issue.code === 'invalid_value') return sentence(`${field} must be one of ${issue.values.join(', ')}`);
    return sentence(`${field} is not valid`);
  }
  // the schema's own messages are either whole sentences or fragments that follow a field's name
  return /^[A-Z]/.test(issue.message) ? sentence(issue.message) : sentence(`${field} ${issue.message}`);
}

/** Every reason an item is invalid, in plain words, the first few only. */
function describeItemError(error: z.ZodError): string {
  const reasons = [...new Set(error.issues.map(describeIssue))];
  return reasons.slice(0, 3).join(' ');
}

/**
 * What every importer fills: it validates each item against the set's schema, turns an invalid one
 * into a problem on its line, and refuses the file once it holds more than a set can.
 */
export class PreviewBuilder {
  private readonly items: SetItem[] = [];
  private readonly problems: ImportProblem[] = [];
  private problemCount = 0;
  private lastProblem = '';
  private readonly notices: string[] = [];

  /** Adds the item read at a line (1-based), or that line's problem when it is not a valid item. */
  add(line: number, input: SetItemInput): boolean {
    const result = setItem.safeParse(input);
    if (!result.success) {
      this.problem(line, describeItemError(result.error));
      return false;
    }
    if (this.items.length === SET_ITEMS_MAX) throw new ImportError('too_many_items', IMPORT_MSG.tooManyItems);
    this.items.push(result.data);
    return true;
  }

  /** A line that could not be read; the same reason again for the same line (a note's other card) is not repeated. */
  problem(line: number, reason: string): void {
    const key = `${line}\u0000${reason}`;
    if (key === this.lastProblem) return;
    this.lastProblem = key;
    this.problemCount += 1;
    if (this.problems.length < IMPORT_PROBLEMS_SHOWN) this.problems.push({ line, reason });
  }

  notice(text: string): void {
    this.notices.push(text);
  }

  /** The preview; a file with nothing usable is refused, its problems kept on the error. */
  finish(title: string | null = null): ImportPreview {
    const preview: ImportPreview = {
      items: this.items,
      problems: this.problems,
      problem_count: this.problemCount,
      notices: this.notices,
      title,
    };
    if (this.items.length === 0) throw emptyImportError(preview);
    return preview;
  }
}

/** "1 essay question", "3 essay questions" */
export const counted = (count: number, singular: string, plural = `${singular}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? singular : plural}`;

/** What a reading left out or changed, by kind, with the lines it happened on: one notice a kind. */
export class LineNotices {
  private readonly lines = new Map<string, number[]>();

  add(kind: string, line: number): void {
    const lines = this.lines.get(kind);
    if (lines) lines.push(line);
    else this.lines.set(kind, [line]);
  }

  /** each kind in the order first met, with its lines said ("lines 3, 9 and 12") */
  entries(): [string, string][] {
    return [...this.lines].map(([kind, lines]) => [kind, onLines(lines)]);
  }
}
