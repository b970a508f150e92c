import { parseNumber, type QuestionBody } from '@curio/core/question-types-rules';
import type { NumericAnswer } from '@curio/core/question-types';
import type { ImportPreview, SetItem, SetItemInput } from '@curio/core/study-sets';
import { GIFT_MSG } from './format-messages';
import { htmlToText, mediaNames } from './html-text';
import { LineNotices, PreviewBuilder } from './preview';

/*
 * Moodle's GIFT format, read as Moodle's own importer reads it (question/format/gift/format.php)
 * and mapped onto Curio's question types (docs/product.md#question-types):
 *   {=right ~wrong}              multiple choice (one answer at 100%)
 *   {~%50%a ~%50%b ~%-100%c}     multiple response, weights kept
 *   {T} {TRUE} {F#wrong#right}   true/false
 *   {=a =b}                      typed, every full-credit answer accepted
 *   {#3.14:0.01} {#1..5}         numeric
 *   {=a -> 1 =b -> 2}            matching; prompts 1, 2, … n in order are an ordering question
 *   {}                           an essay: no right answer to check, so it becomes a flashcard
 *                                (the question on the front, the general feedback — or "—" — on the back,
 *                                to recall and rate oneself)
 * Text after the braces makes a "missing word" question: the blank stands as _____ where the braces
 * were, so every type stays answerable; a typed one with a single accepted answer becomes a cloze
 * with that one blank in place, which asks the same and shows the sentence whole after.
 * Questions are separated by blank lines; a line starting with // is a comment; a block without
 * braces is a description (text between questions) and is left out. Whatever is left out or changed
 * is named in a notice with its lines.
 */

// ---------------------------------------------------------------- escapes and formats

/*
 * GIFT's escapes (\\ \~ \= \# \{ \} \:) become private-use characters while a question is taken
 * apart, so none of them is mistaken for syntax, and are put back as the plain character after;
 * \n is a line break. (Moodle does the same with "&&058;" placeholders.)
 */
const ESCAPABLE = '~=#{}:\\';
const PRIVATE_BASE = 0xe000;
const hideEscapes = (text: string) =>
  text.replace(/\\([~=#{}:\\n])/g, (_, c: string) => (c === 'n' ? '\n' : String.fromCharCode(PRIVATE_BASE + ESCAPABLE.indexOf(c))));
const restoreEscapes = (text: string) => text.replace(/[\ue000-\ue006]/g, (c) => ESCAPABLE[c.charCodeAt(0) - PRIVATE_BASE]!);

type Format = 'moodle' | 'html' | 'plain' | 'markdown';
const FORMAT_TAG = /^\s*\[(moodle|html|plain|markdown)\]/i;

/** A text of the question with its format tag read off; HTML becomes the text it shows. */
function readText(raw: string, defaultFormat: Format): string {
  const tag = FORMAT_TAG.exec(raw);
  const format = (tag?.[1]?.toLowerCase() as Format | undefined) ?? defaultFormat;
  const text = restoreEscapes(tag ? raw.slice(tag[0].length) : raw).trim();
  return format === 'html' ? htmlToText(text) : text;
}

/** An option, answer or prompt: one line. */
const readPart = (raw: string, format: Format) => readText(raw, format).replace(/\s*\n\s*/g, ' ');

// ---------------------------------------------------------------- blocks and categories

interface Block {
  line: number;
  lines: string[];
}

/** Blank-line separated blocks, comment lines left out, each with the line it starts on. */
function blocks(text: string): Block[] {
  const result: Block[] = [];
  let current: Block | null = null;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('//')) return;
    if (trimmed === '') {
      if (current) result.push(current);
      current = null;
      return;
    }
    current ??= { line: index + 1, lines: [] };
    current.lines.push(raw);
  });
  if (current) result.push(current);
  return result;
}

interface Place {
  module: string | null;
  topic: string | null;
}

/*
 * A $CATEGORY: path names where the questions after it go. Moodle writes "$course$/top/Physics/Waves":
 * a context ($course$, $system$, $module$, $coursecategory$, $catN$), the context's "top", then the
 * category and its subcategories, '//' standing for a '/' in a name. The last two levels are the
 * module and the topic (Physics / Waves); a single level is a topic; none is the set's default place.
 */
function categoryPlace(path: string): Place {
  const levels = [''];
  path.split('//').forEach((chunk, k) => {
    const [first = '', ...rest] = chunk.split('/');
    levels[levels.length - 1] += (k > 0 ? '/' : '') + first;
    levels.push(...rest);
  });
  for (let i = 0; i < levels.length; i++) levels[i] = levels[i]!.trim();
  if (/^\$[a-z0-9]+\$$/i.test(levels[0] ?? '')) levels.shift();
  if (levels[0] === 'top') levels.shift();
  const named = levels.filter((level) => level !== '');
  return { module: named.length > 1 ? named.at(-2)! : null, topic: named.at(-1) ?? null };
}

// ---------------------------------------------------------------- answers

interface Answer {
  /** the share of the mark in percent: 100 for =, the %weight% given, else 0 */
  weight: number;
  text: string;
  feedback: string;
}

const WEIGHT = /^\s*%(-?\d+(?:\.\d+)?)%/;

/**
 * "=right#well done", "~%50%half#feedback", "~wrong". `=` is full credit; a %weight% after it is read
 * in short-answer and numerical questions only, as Moodle does (in multiple choice it is text).
 */
function readAnswer(raw: string, weightAfterEquals: boolean): Answer {
  let body = raw.trim();
  let weight = 0;
  if (body.startsWith('=')) {
    body = body.slice(1);
    weight = 100;
    if (!weightAfterEquals) return splitFeedback(body, weight);
  } else if (body.startsWith('~')) body = body.slice(1);
  const weighted = WEIGHT.exec(body);
  if (weighted) {
    weight = Number(weighted[1]);
    body = body.slice(weighted[0].length);
  }
  return splitFeedback(body, weight);
}

function splitFeedback(body: string, weight: number): Answer {
  const hash = body.indexOf('#');
  return { weight, text: hash === -1 ? body : body.slice(0, hash), feedback: hash === -1 ? '' : body.slice(hash + 1) };
}

/** The answers of a block, each starting at one of its markers (text before the first is an answer too, as in Moodle). */
const splitAnswers = (answers: string, markers: RegExp) => answers.split(markers).filter((a) => a.trim() !== '');

/** Short-answer and numerical answers: one without a leading = is full credit. */
const fullCreditAnswers = (answers: string) => splitAnswers(answers.trim().startsWith('=') ? answers : `=${answers.trim()}`, /(?==)/);

// ---------------------------------------------------------------- one question

type Change = keyof typeof GIFT_MSG.changed;

interface Read {
  item?: SetItemInput;
  problem?: string;
  /** what the reading left out or changed, named in the preview's notices */
  changes: Change[];
}

/** Joins texts with a blank line, each once: general feedback first, then an answer's own. */
const joined = (...texts: string[]) => [...new Set(texts.map((t) => t.trim()).filter((t) => t !== ''))].join('\n\n');

/** One question block with its escapes hidden. */
function readQuestion(block: string, place: Place): Read {
  const changes: Change[] = [];
  let text = block;
  // ::title:: names the question in Moodle's bank; Curio has no place for it
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end !== -1) {
      text = text.slice(end + 2).trimStart();
      changes.push('title');
    } else text = text.slice(2);
  }
  // HTML may name pictures and sounds (Moodle's @@PLUGINFILE@@ files), which a GIFT file does not hold
  if (text.includes('<') && mediaNames(text).length > 0) changes.push('media');
  const open = text.indexOf('{');
  const close = text.indexOf('}');
  if (open === -1 && close === -1) return { changes: ['description'] };
  if (open === -1 || close < open) return { problem: GIFT_MSG.braces, changes };
  let answers = text.slice(open + 1, close).trim();
  const missingWord = close < text.length - 1;
  const before = text.slice(0, open);
  const after = text.slice(close + 1);
  const questionAt = (blank: string) => (missingWord ? `${before}${blank}${after}` : before);

  let general = '';
  const generalAt = answers.lastIndexOf('####');
  if (generalAt !== -1) {
    general = answers.slice(generalAt + 4);
    answers = answers.slice(0, generalAt).trim();
  }
  const formatTag = FORMAT_TAG.exec(questionAt('_____'));
  const format = (formatTag?.[1]?.toLowerCase() as Format | undefined) ?? 'moodle';
  const read = (raw: string) => readText(raw, format);
  const readOne = (raw: string) => readPart(raw, format);
  const question = read(questionAt('_____'));
  const generalText = read(general);
  const base = { kind: 'question' as const, ...place, question };
  const withBody = (body: QuestionBody, explanation: string, q = question): Read => ({
    item: { ...base, question: q, ...body, explanation } as SetItemInput,
    changes,
  });

  if (answers === '') {
    changes.push('essay');
    return { item: { kind: 'flashcard', ...place, front: question, back: generalText || '—' }, changes };
  }

  if (answers.startsWith('#')) {
    let numbers = answers.slice(1);
    const wrong = numbers.indexOf('~');
    if (wrong !== -1) {
      numbers = numbers.slice(0, wrong);
      changes.push('wrongFeedback');
    }
    const parts = fullCreditAnswers(numbers);
    const accepted: NumericAnswer[] = [];
    let feedback = '';
    for (const part of parts) {
      const answer = readAnswer(part, true);
      const value = numericAnswer(restoreEscapes(answer.text).trim());
      if (!value) return { problem: GIFT_MSG.notNumbers, changes };
      if (answer.weight === 100) {
        accepted.push(value);
        feedback ||= read(answer.feedback);
      } else changes.push(answer.weight > 0 ? 'partialNumeric' : 'wrongFeedback');
    }
    if (accepted.length === 0) return { problem: GIFT_MSG.noFullCredit, changes };
    return withBody({ type: 'numeric', answers: accepted }, joined(generalText, feedback));
  }

  if (answers.includes('~')) {
    const single = answers.includes('=');
    const options = splitAnswers(answers, /(?=[=~])/).map((a) => readAnswer(a, false));
    if (options.length < 2) return { problem: GIFT_MSG.tooFewAnswers, changes };
    const texts = options.map((o) => readOne(o.text));
    const rights = options.filter((o) => o.weight > 0);
    // in multiple choice only the 100% answer is right: a partly right one's feedback goes too
    if (options.some((o) => (single ? o.weight !== 100 : o.weight <= 0) && o.feedback.trim() !== '')) changes.push('wrongFeedback');
    const feedback = joined(generalText, ...rights.map((o) => read(o.feedback)));
    if (single) {
      const full = options.flatMap((o, i) => (o.weight === 100 ? [texts[i]!] : []));
      if (full.length !== 1) return { problem: full.length ? GIFT_MSG.severalRight : GIFT_MSG.noneRight, changes };
      if (options.some((o) => o.weight !== 100 && o.weight !== 0)) changes.push('partialChoice');
      return withBody({ type: 'multiple_choice', options: texts, answer: full[0]! }, joined(generalText, read(options.find((o) => o.weight === 100)!.feedback)));
    }
    if (rights.length === 0) return { problem: GIFT_MSG.noneRight, changes };
    const weights = options.map((o) => o.weight);
    const answersRight = options.flatMap((o, i) => (o.weight > 0 ? [texts[i]!] : []));
    return withBody({ type: 'multiple_response', options: texts, answers: answersRight, ...(isDefaultWeighting(weights) ? {} : { weights }) }, feedback);
  }

  if (answers.includes('=') && answers.includes('->')) {
    const pairs: { prompt: string; match: string }[] = [];
    for (const part of splitAnswers(answers, /(?==)/)) {
      const body = part.trim().replace(/^=/, '');
      const arrow = body.indexOf('->');
      if (arrow === -1) return { problem: GIFT_MSG.matchingArrow, changes };
      const prompt = readOne(body.slice(0, arrow));
      const match = readOne(body.slice(arrow + 2));
      // "= -> Chat" is an extra wrong choice; Curio's matching offers the pairs' matches only
      if (prompt === '') changes.push('matchingDistractor');
      else pairs.push({ prompt, match });
    }
    const ordering = pairs.length >= 2 && pairs.every((p, i) => p.prompt === String(i + 1));
    if (ordering) return withBody({ type: 'ordering', items: pairs.map((p) => p.match) }, generalText);
    return withBody({ type: 'matching', pairs }, generalText);
  }

  const trueFalse = answers.split('#');
  const verdict = trueFalse[0]!.trim();
  if (['T', 'TRUE', 'F', 'FALSE'].includes(verdict)) {
    // Moodle's order: the feedback for a wrong choice, then the one for the right choice; the wrong
    // choice's is what explains the answer to a learner who missed it
    const [, wrongFeedback = '', rightFeedback = ''] = trueFalse;
    return withBody({ type: 'true_false', answer: verdict.startsWith('T') }, joined(generalText, read(wrongFeedback), read(rightFeedback)));
  }

  // short answer: every full-credit answer is accepted
  const accepted: string[] = [];
  let feedback = '';
  for (const part of fullCreditAnswers(answers)) {
    const answer = readAnswer(part, true);
    const value = readOne(answer.text);
    if (value === '*') changes.push('wildcard');
    else if (answer.weight === 100) {
      if (!accepted.includes(value)) accepted.push(value);
      feedback ||= read(answer.feedback);
    } else changes.push(answer.weight > 0 ? 'partialTyped' : 'wrongFeedback');
  }
  if (accepted.length === 0) return { problem: GIFT_MSG.noFullCredit, changes };
  const explanation = joined(generalText, feedback);
  const only = accepted[0]!;
  if (missingWord && accepted.length === 1 && !/::|\}\}|\{\{/.test(only)) {
    return withBody({ type: 'cloze' }, explanation, read(questionAt(`{{c1::${only}}}`)));
  }
  return withBody({ type: 'typed', answers: accepted }, explanation);
}

/** "3.14:0.01", "1..5", "42" */
function numericAnswer(text: string): NumericAnswer | null {
  const range = /^(.+?)\.\.(.+)$/.exec(text);
  if (range) {
    const [min, max] = [parseNumber(range[1]!), parseNumber(range[2]!)];
    return min === null || max === null ? null : { min, max };
  }
  const colon = text.indexOf(':');
  const value = parseNumber(colon === -1 ? text : text.slice(0, colon));
  const tolerance = colon === -1 ? 0 : parseNumber(text.slice(colon + 1));
  return value === null || tolerance === null ? null : { value, tolerance };
}

/** The weights a multiple-response question has without any: the right ones share 100, each wrong one takes as much away. */
function defaultWeights(rights: readonly boolean[]): number[] {
  const share = 100 / Math.max(1, rights.filter(Boolean).length);
  return rights.map((right) => (right ? share : -share));
}
const isDefaultWeighting = (weights: readonly number[]) =>
  defaultWeights(weights.map((w) => w > 0)).every((w, i) => Math.abs(w - weights[i]!) < 1e-9);

// ---------------------------------------------------------------- the file

/** Reads GIFT text: every question type Moodle writes, each as the Curio type that asks it. */
export function parseGift(text: string): ImportPreview {
  const preview = new PreviewBuilder();
  const notices = new LineNotices();
  let place: Place = { module: null, topic: null };
  for (const block of blocks(text.replace(/^\uFEFF/, ''))) {
    const lines = [...block.lines];
    let line = block.line;
    // $CATEGORY: lines name the place of what follows; read before escapes, as Moodle writes them raw
    while (lines.length && /^\s*\$CATEGORY:/.test(lines[0]!)) {
      place = categoryPlace(lines.shift()!.replace(/^\s*\$CATEGORY:/, ''));
      line += 1;
    }
    if (lines.length === 0) continue;
    const read = readQuestion(hideEscapes(lines.join('\n').trim()), place);
    for (const change of new Set(read.changes)) notices.add(change, line);
    if (read.item) preview.add(line, read.item);
    else if (read.problem) preview.problem(line, read.problem);
  }
  for (const [change, lines] of notices.entries()) preview.notice(GIFT_MSG.changed[change as Change](lines));
  return preview.finish();
}

// ---------------------------------------------------------------- writing

/** A text as GIFT holds it: syntax characters escaped, line breaks as \n, a leading format tag kept as text. */
function giftText(text: string): string {
  const escaped = text.replace(/[\\~=#{}:]/g, '\\$&').replace(/\r?\n/g, '\\n');
  return FORMAT_TAG.test(escaped) ? `[plain]${escaped}` : escaped;
}

const number = (n: number) => String(n);
const CLOZE_BLANK = /\{\{c\d+::((?:(?!\}\}).)+?)(?:::(?:(?!\}\}).)*?)?\}\}/gs;

/** A question of each type as one GIFT line, its explanation as general feedback. */
function giftQuestion(item: Extract<SetItem, { kind: 'question' }>): string {
  const general = item.explanation ? `####${giftText(item.explanation)}` : '';
  const line = (answers: string, text = giftText(item.question)) => `${guarded(text, item)}{${answers}${general}}`;
  switch (item.type) {
    case 'multiple_choice':
      // after =, Moodle reads no weight; a wrong option that starts like one is given its weight, 0
      return line(item.options.map((o) => (o === item.answer ? `=${giftText(o)}` : `~${WEIGHT.test(giftText(o)) ? '%0%' : ''}${giftText(o)}`)).join(' '));
    case 'multiple_response': {
      const weights = item.weights ?? defaultWeights(item.options.map((o) => item.answers.includes(o)));
      return line(item.options.map((o, i) => `~%${number(weights[i]!)}%${giftText(o)}`).join(' '));
    }
    case 'true_false':
      return line(item.answer ? 'TRUE' : 'FALSE');
    case 'typed':
      return line(item.answers.map((a) => `=%100%${giftText(a)}`).join(' '));
    case 'numeric':
      return line(`#${item.answers.map((a) => ('min' in a ? `=${number(a.min)}..${number(a.max)}` : `=${number(a.value)}${a.tolerance ? `:${number(a.tolerance)}` : ''}`)).join(' ')}`);
    case 'matching':
      return line(item.pairs.map((p) => `=${giftText(p.prompt)} -> ${giftText(p.match)}`).join(' '));
    case 'ordering':
      // GIFT has no ordering question: the positions matched with the items ask the same in Moodle
      return line(item.items.map((it, i) => `=${i + 1} -> ${giftText(it)}`).join(' '));
    case 'cloze': {
      const blanks = [...item.question.matchAll(CLOZE_BLANK)];
      const [blank] = blanks;
      if (blanks.length === 1 && blank) {
        /*
         * GIFT's missing word holds one blank (its hint is left out). Moodle takes braces that end the
         * question for answers after it, so a blank at the very end is followed by an escaped line
         * break, which both readers trim off after.
         */
        const before = item.question.slice(0, blank.index);
        const after = item.question.slice(blank.index + blank[0].length);
        return `${guarded(giftText(before), item)}{=%100%${giftText(blank[1]!.trim())}${general}}${after ? giftText(after) : '\\n'}`;
      }
      // several blanks: a matching question, each blank numbered and matched with its answer
      let n = 0;
      const text = item.question.replace(CLOZE_BLANK, () => `_____ (${++n})`);
      return line(blanks.map((b, i) => `=Blank ${i + 1} -> ${giftText(b[1]!.trim())}`).join(' '), giftText(text));
    }
  }
}

/** The $CATEGORY: line of a place; '/' in a name written '//'. */
function categoryLine(place: Place): string {
  const levels = [place.module, place.topic].filter((l): l is string => l !== null).map((l) => l.replace(/\//g, '//'));
  return `$CATEGORY: $course$/top${levels.map((l) => `/${l}`).join('')}`;
}

/**
 * A set as GIFT that Moodle imports: each item after the $CATEGORY: line of its module and topic,
 * a question's explanation as its general feedback (####), a flashcard as an essay question whose
 * general feedback is the back. Read back by parseGift, it gives the same set.
 */
export function writeGift(title: string, items: SetItem[]): string {
  const out: string[] = [`// ${title.replace(/\n/g, ' ')}`, ''];
  let place = '';
  for (const item of items) {
    const category = categoryLine({ module: item.module, topic: item.topic });
    if (category !== place) {
      out.push(category, '');
      place = category;
    }
    out.push(item.kind === 'flashcard' ? `${guarded(giftText(item.front), item)}{####${giftText(item.back)}}` : giftQuestion(item), '');
  }
  return out.join('\n');
}

/**
 * A question marked [plain] where it must be: one that would read as a comment or a category line,
 * and one with a '<' or '&' in any of its texts, which Moodle's default format would take for HTML
 * (its answers and feedback take the question's format).
 */
const guarded = (text: string, item: SetItem) =>
  !text.startsWith('[plain]') && (/^\s*(\/\/|\$CATEGORY:)/.test(text) || /[<&]/.test(JSON.stringify(item))) ? `[plain]${text}` : text;
