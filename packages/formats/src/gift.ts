import type { ImportPreview, SetItemInput } from '@curio/core/study-sets';
import { htmlToText } from './html-text';
import { counted, PreviewBuilder } from './preview';

/*
 * Moodle's GIFT format. Curio asks multiple choice, so a GIFT multiple-choice question (one right
 * answer) and a true/false question are read; the other kinds are counted and named in a notice.
 * Questions are separated by blank lines; a line starting with // is a comment; $CATEGORY: names
 * the topic of the questions after it.
 */

type Skipped = 'short answer' | 'matching' | 'numerical' | 'essay' | 'multiple answer';
const SKIPPED_NAMES: Record<Skipped, string> = {
  'short answer': 'short-answer question',
  matching: 'matching question',
  numerical: 'numerical question',
  essay: 'essay question',
  'multiple answer': 'question with several right answers',
};

/*
 * GIFT's escapes (\~ \= \# \{ \} \:) become private-use characters while the question is taken
 * apart, so none of them is mistaken for syntax, and are put back as the plain character after.
 */
const ESCAPABLE = '~=#{}:';
const PRIVATE_BASE = 0xe000;
const hideEscapes = (text: string) =>
  text.replace(/\\([~=#{}:n])/g, (_, c: string) => (c === 'n' ? '\n' : String.fromCharCode(PRIVATE_BASE + ESCAPABLE.indexOf(c))));
const restoreEscapes = (text: string) => text.replace(/[\ue000-\ue005]/g, (c) => ESCAPABLE[c.charCodeAt(0) - PRIVATE_BASE]!);

interface Block {
  line: number;
  text: string;
}

/** Blank-line separated blocks, comment lines left out, each with the line it starts on. */
function blocks(text: string): Block[] {
  const result: Block[] = [];
  let current: string[] = [];
  let start = 0;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('//')) return;
    if (trimmed === '') {
      if (current.length) result.push({ line: start, text: current.join('\n') });
      current = [];
      return;
    }
    if (!current.length) start = index + 1;
    current.push(raw);
  });
  if (current.length) result.push({ line: start, text: current.join('\n') });
  return result;
}

/** "$course$/top/Physics/Waves" → "Waves" */
function categoryTopic(path: string): string | null {
  const parts = restoreEscapes(path)
    .split('/')
    .map((p) => p.trim())
    .filter((p) => p !== '' && p !== '$course$' && p !== '$system$' && p !== '$module$' && p !== '$cat1$' && p !== 'top');
  return parts.at(-1) ?? null;
}

interface Answer {
  right: boolean;
  /** a weight between 0 and 100: one of several right answers (a negative one is a wrong answer's penalty) */
  partial: boolean;
  text: string;
  feedback: string;
}

/** "=right#well done" or "~%50%half#feedback" */
function readAnswer(raw: string): Answer {
  const right = raw.startsWith('=');
  let body = raw.slice(1);
  let weight: number | null = null;
  const weighted = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(body);
  if (weighted) {
    weight = Number(weighted[1]);
    body = body.slice(weighted[0].length);
  }
  const hash = body.indexOf('#');
  const text = hash === -1 ? body : body.slice(0, hash);
  const feedback = hash === -1 ? '' : body.slice(hash + 1);
  return {
    right: weight === null ? right : weight === 100,
    partial: weight !== null && weight > 0 && weight < 100,
    text: text.trim(),
    feedback: feedback.trim(),
  };
}

type Read = { item: SetItemInput } | { skipped: Skipped } | { problem: string };

/** One question block (escapes hidden), its answers between { }. */
function readQuestion(block: string, topic: string | null): Read {
  let text = block.trim();
  // ::title:: names the question in Moodle's bank; Curio has no place for it
  const title = /^::[\s\S]*?::/.exec(text);
  if (title) text = text.slice(title[0].length).trim();
  const open = text.indexOf('{');
  if (open === -1) return { problem: 'There are no answers between { and }.' };
  const close = text.indexOf('}', open);
  if (close === -1) return { problem: 'A { has no closing }.' };
  let answers = text.slice(open + 1, close).trim();
  const before = text.slice(0, open).trim();
  const after = text.slice(close + 1).trim();
  // an answer block inside the text is Moodle's "missing word": the blank stands where it was
  let question = after ? `${before} _____ ${after}` : before;
  const format = /^\[(html|moodle|markdown|plain)\]/i.exec(question);
  if (format) question = question.slice(format[0].length);
  const isHtml = format?.[1]?.toLowerCase() === 'html';
  const plain = (s: string) => {
    const restored = restoreEscapes(s).trim();
    return isHtml ? htmlToText(restored) : restored;
  };

  if (answers === '') return { skipped: 'essay' };
  if (answers.startsWith('#')) return { skipped: 'numerical' };
  // general feedback, after ####, explains a question whose right answer has none of its own
  let general = '';
  const generalAt = answers.indexOf('####');
  if (generalAt !== -1) {
    general = answers.slice(generalAt + 4);
    answers = answers.slice(0, generalAt).trim();
  }

  const trueFalse = /^(T|TRUE|F|FALSE)\s*(?:#([^#]*))?(?:#([\s\S]*))?$/i.exec(answers);
  if (trueFalse) {
    const answer = trueFalse[1]!.toUpperCase().startsWith('T') ? 'True' : 'False';
    // Moodle's order: the feedback for a wrong choice, then the one for the right choice
    const explanation = trueFalse[3] ?? general;
    return { item: { kind: 'question', topic, question: plain(question), options: ['True', 'False'], answer, explanation: plain(explanation) } };
  }

  const parts = answers.split(/(?=[=~])/).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0 || !/^[=~]/.test(parts[0]!)) return { problem: 'The answers must each start with = (right) or ~ (wrong).' };
  if (parts.some((p) => p.includes('->'))) return { skipped: 'matching' };
  const read = parts.map(readAnswer);
  if (!parts.some((p) => p.startsWith('~'))) return { skipped: 'short answer' };
  const rights = read.filter((a) => a.right);
  if (rights.length > 1 || read.some((a) => a.partial)) return { skipped: 'multiple answer' };
  const right = rights[0];
  if (!right) return { problem: 'No answer is marked right with =.' };
  return {
    item: {
      kind: 'question',
      topic,
      question: plain(question),
      options: read.map((a) => plain(a.text)),
      answer: plain(right.text),
      explanation: plain(right.feedback || general),
    },
  };
}

/** Reads GIFT text: multiple-choice and true/false questions; the rest named in notices. */
export function parseGift(text: string): ImportPreview {
  const preview = new PreviewBuilder();
  const skipped = new Map<Skipped, number>();
  let topic: string | null = null;
  for (const block of blocks(text.replace(/^\uFEFF/, ''))) {
    let body = hideEscapes(block.text);
    let line = block.line;
    // $CATEGORY: lines name the topic of what follows; a question may follow in the same block
    const lines = body.split('\n');
    while (lines.length && /^\s*\$CATEGORY:/i.test(lines[0]!)) {
      topic = categoryTopic(lines.shift()!.replace(/^\s*\$CATEGORY:/i, ''));
      line += 1;
    }
    body = lines.join('\n');
    if (body.trim() === '') continue;
    const read = readQuestion(body, topic);
    if ('item' in read) preview.add(line, read.item);
    else if ('skipped' in read) skipped.set(read.skipped, (skipped.get(read.skipped) ?? 0) + 1);
    else preview.problem(line, read.problem);
  }
  for (const [kind, count] of skipped) {
    preview.notice(`${counted(count, SKIPPED_NAMES[kind])} skipped: Curio asks multiple choice only.`);
  }
  return preview.finish();
}
