import { SET_EXPORT_TEXT } from '@curio/core/study-sets-messages';
import { SET_ITEMS_MAX, SETS_PER_LEARNER, type ExportFormat, type ImportFormat } from '@curio/core/study-sets-rules';

/** The study set screens' own texts (the server's messages are core's SETS_MSG). */
export const SETS_TEXT = {
  title: 'My sets',
  emptyTitle: 'Make your own study sets',
  emptyText:
    'A set is your own list of flashcards and quiz questions. Type them in, paste them from a spreadsheet, or bring them from Quizlet, Anki, Moodle (GIFT) or Aiken files, then study them as a quiz or with flashcards.',
  limits: `Up to ${SETS_PER_LEARNER} sets, ${SET_ITEMS_MAX.toLocaleString('en')} questions and cards in each.`,
  setCount: (count: number) => `${count} of ${SETS_PER_LEARNER} sets`,
  loadFailed: 'We could not load your sets.',
  setLoadFailed: 'We could not load this set.',
  saved: 'Set saved',
  created: 'Set created',
  saveFailed: 'The set could not be saved.',
  deleted: 'Set deleted',
  deleteConfirm: (title: string) => `Delete "${title}" and all its questions and cards? This cannot be undone.`,
  duplicated: (title: string) => `Made "${title}"`,
  copied: (title: string) => `"${title}" is in your sets now`,
  requestFailed: 'That did not work. Please try again.',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link.',
  shareHelp: 'Anyone signed in who has the link can study this set and copy it into their own sets. They cannot change yours.',
  unsavedTitle: 'Leave without saving?',
  unsavedText: 'Your changes to this set are not saved yet.',
  noQuestions: 'This set has no questions yet. Add some in the editor to study it as a quiz.',
  noCards: 'This set has no flashcards yet. Add some in the editor to study them.',
  emptySet: 'This set is empty.',
  columnsCut: (shown: number, total: number) =>
    `Only the first ${shown.toLocaleString('en')} of its ${total.toLocaleString('en')} columns can be chosen; the others are left out, and the preview says so.`,
  showAll: 'Show all',
  showLess: 'Show less',
  itemsShown: (shown: number, total: number) => `Showing the first ${shown} of ${total.toLocaleString('en')} items.`,
  makeCards: 'Make flashcards',
  makeCardsHelp: (count: number, keyword: string) =>
    `${count === 1 ? 'This use case' : `These ${count} use cases`} of “${keyword}” become${count === 1 ? 's a flashcard' : ' flashcards'} in one of your sets, to study and review.`,
  cardsTarget: 'Put them in',
  newSetOption: 'A new set',
  newSetTitle: 'Title of the new set',
  cardsAdded: (count: number, title: string) => `${count} ${count === 1 ? 'card' : 'cards'} added to “${title}”.`,
  cardsWrittenBy: (model: string) => `Written as questions by ${model}, from the use cases.`,
  cardsAsWritten: 'Made from the use cases as they are written: each card’s front is its title, its back the text. Connect an AI model to have them written as questions.',
  cardsAiFailed: 'The AI model gave no usable cards, so they were made from the use cases as they are written.',
  openSet: 'Open the set',
} as const;

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  csv: 'CSV, TSV or a spreadsheet paste',
  quizlet: 'Quizlet text',
  gift: 'Moodle GIFT',
  aiken: 'Aiken',
  apkg: 'Anki deck (.apkg)',
};

export const IMPORT_FORMAT_ACCEPT: Record<ImportFormat, string> = {
  csv: '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain',
  quizlet: '.txt,text/plain',
  gift: '.gift,.txt,text/plain',
  aiken: '.txt,text/plain',
  apkg: '.apkg,application/zip,application/octet-stream',
};

/** What an export of a set leaves out, by format: Quizlet has no wrong options, Moodle no flashcards. */
export function exportNotes({ question_count, flashcard_count }: { question_count: number; flashcard_count: number }): Partial<Record<ExportFormat, string>> {
  return {
    ...(question_count > 0 ? { quizlet: SET_EXPORT_TEXT.quizletNote } : {}),
    ...(flashcard_count > 0 ? { gift: SET_EXPORT_TEXT.giftNote } : {}),
  };
}

/** "12 questions · 30 cards", leaving out a kind the set has none of. */
export function countsText({ question_count, flashcard_count }: { question_count: number; flashcard_count: number }): string {
  const parts = [
    question_count > 0 ? `${question_count.toLocaleString('en')} ${question_count === 1 ? 'question' : 'questions'}` : '',
    flashcard_count > 0 ? `${flashcard_count.toLocaleString('en')} ${flashcard_count === 1 ? 'card' : 'cards'}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'No items yet';
}

/** The set editor's messages under a row's fields, beside the core schema's. */
export const EDITOR_TEXT = {
  chooseOption: 'Choose the right option.',
  chooseTruth: 'Choose True or False.',
  notANumber: 'Write a number, as 3.14 or -2.',
  negativeTolerance: 'A tolerance is 0 or more.',
  typeLabel: 'Type',
  rightsHelp: 'Tick every right option.',
  acceptedHelp: 'One a line; the first is shown as the answer.',
  makeBlank: 'Make blank',
  clozeHelp: 'Select words in the question, then Make blank: they become {{c1::words}}.',
  clozePreview: 'What the learner sees',
  numberKinds: { value: 'Value ± tolerance', range: 'Range' },
} as const;
