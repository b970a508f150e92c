import type { ImportPreview } from '@curio/core/study-sets';
import { PreviewBuilder } from './preview';

/*
 * Moodle's Aiken format, read as Moodle's importer reads it: a question, its options lettered "A."
 * or "A)" (a space after is optional: "A)Correct" is an option), then "ANSWER: B". Questions are
 * usually one line and separated by a blank line; a question of several lines is read too, and the
 * ANSWER line is what ends a question. A question that goes wrong is named on its first line and
 * left out; an option or ANSWER line with no question before it is named on its own line.
 */

const OPTION = /^([A-Z])[.)][ \t]?(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

interface Draft {
  line: number;
  question: string[];
  options: string[];
}

class AikenReader {
  readonly preview = new PreviewBuilder();
  private draft: Draft | null = null;
  /** a question that went wrong is passed over up to its ANSWER line, so its lines are not read as new ones */
  private skipping = false;

  read(content: string, line: number): void {
    const answer = ANSWER.exec(content);
    if (answer) return this.answer(answer[1]!.trim(), line);
    if (this.skipping) return;
    const option = OPTION.exec(content);
    const draft = this.draft;
    if (option && draft) {
      const expected = String.fromCharCode(65 + draft.options.length);
      if (option[1] === expected) draft.options.push(option[2]!);
      else this.fail(draft.line, `The options must be lettered A, B, C … in order: ${option[1]} came where ${expected} was due.`);
      return;
    }
    // a line that is not an option after the options: the ANSWER line is missing
    if (draft && draft.options.length > 0) this.unanswered();
    // Moodle names an option outside a question and reads on: its ANSWER line is named too
    if (option) return this.preview.problem(line, 'An option comes before its question.');
    if (this.draft) this.draft.question.push(content);
    else this.draft = { line, question: [content], options: [] };
  }

  unanswered(): void {
    if (this.draft) this.preview.problem(this.draft.line, 'The question has no ANSWER line after its options.');
    this.draft = null;
  }

  private answer(letter: string, line: number): void {
    const { draft, skipping } = this;
    this.draft = null;
    this.skipping = false;
    // the ANSWER line of a question already named as a problem ends it quietly
    if (!draft) return skipping ? undefined : this.preview.problem(line, 'An ANSWER line has no question before it.');
    if (draft.options.length === 0) return this.preview.problem(draft.line, 'The question has no options (A. …, B. …).');
    const chosen = /^[A-Z][.)]?$/i.test(letter) ? draft.options[letter.toUpperCase().charCodeAt(0) - 65] : undefined;
    if (chosen === undefined) {
      return this.preview.problem(draft.line, `The answer "${letter}" is not the letter of one of its ${draft.options.length} options.`);
    }
    this.preview.add(draft.line, { kind: 'question', question: draft.question.join('\n'), options: draft.options, answer: chosen });
  }

  private fail(line: number, reason: string): void {
    this.preview.problem(line, reason);
    this.draft = null;
    this.skipping = true;
  }
}

/** Reads Aiken text: multiple-choice questions, each ended by its ANSWER line. */
export function parseAiken(text: string): ImportPreview {
  const reader = new AikenReader();
  text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .forEach((raw, index) => {
      const content = raw.trim();
      if (content !== '') reader.read(content, index + 1);
    });
  reader.unanswered();
  return reader.preview.finish();
}
