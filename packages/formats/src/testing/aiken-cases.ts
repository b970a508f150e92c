/*
 * Our own Aiken files covering what Moodle's importer tests check (question/format/aiken/tests):
 * the error file (a question with one option, an option and an ANSWER line with no question, a
 * question left unfinished when the next starts, options written with no space after the letter,
 * text with < > &), and the plain file of questions with A) options.
 */
export const AIKEN_ERRORS = [
  'A question with one option', // 1
  'A) The only one',
  'ANSWER: A', // 3
  '',
  'A) An option before any question', // 5
  '',
  'ANSWER: B', // 7
  '',
  'A fine question', // 9
  'A) Right',
  'B) Wrong',
  'ANSWER: A',
  '',
  'A question never finished', // 14
  'A) Maybe',
  'B) Maybe not',
  '',
  'Another fine question', // 18
  'A)Wrong (no space)',
  'B)Right (no space)',
  'ANSWER: B',
  '',
  'A third fine one, with signs such as > < &', // 23
  'A) Right (< > &)',
  'B) Wrong (< > &)',
  'ANSWER: A',
].join('\n');

export const AIKEN_PLAIN = [
  'Who started the Moodle project?',
  'A) Petra',
  'B) Martin',
  'C) Eloise',
  'D) Tim',
  'ANSWER: B',
  '',
  'Markup such as <b class="x"> & pictures is kept as text:',
  'A) True',
  'B) False',
  'ANSWER: A',
  '',
].join('\n');
