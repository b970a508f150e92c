/*
 * Texts of study sets kept apart from the schemas (decision 043): a set's files, imported and
 * exported, and a set offered for the catalogue (decision 052), the owner's consent given and
 * withdrawn on their own set, and the admin's list of what waits for it. The older texts of sets
 * and the server's refusals are SETS_MSG (study-sets.ts) and the importers' IMPORT_MSG
 * (packages/formats).
 */

export const SET_FILES_MSG = {
  /** an entry of the zip unpacks to more than the zip's directory says: damaged, or made to overload the reader */
  apkgSizeLies: 'This deck is damaged: a file inside it unpacks to more than the deck says it holds. Export it from Anki again.',
  /** a Quizlet file read with ';;' between cards though "New line" was chosen (Quizlet's custom separator, and Curio's export of cards of several lines) */
  quizletRowMarks: 'The cards in this file are separated by ;; (Quizlet’s custom separator), so they were read that way, line breaks inside cards and all.',
  /** cells of a CSV row past the columns read: "Line 1: 99,998 extra columns left out." */
  csvExtraColumns: (line: number, count: number) => `Line ${line}: ${count.toLocaleString('en')} extra ${count === 1 ? 'column' : 'columns'} left out.`,
  /** the rows with extra cells past the first few named */
  csvMoreExtraColumns: (rows: number) => `${rows.toLocaleString('en')} more ${rows === 1 ? 'line has' : 'lines have'} extra columns, left out too.`,
} as const;

/** What an export keeps of a set, said beside its format where it leaves something out. */
export const SET_EXPORT_TEXT = {
  quizletNote: 'Quizlet keeps a term and its definition: a question’s wrong options are left out.',
  /** GIFT holds every question type (decision 062) but no cards */
  giftNote: 'Moodle has no flashcards: a card becomes an essay question with its back as feedback; its example, tip and formulas are left out.',
} as const;

export const SET_OFFER_TEXT = {
  suggest: 'Suggest for the catalogue',
  withdraw: 'Withdraw the suggestion',
  suggested: 'Suggested for the catalogue',
  dialogTitle: 'Suggest this set for the catalogue?',
  dialogText:
    'An admin may then add a copy of it to the public catalogue, where every learner can study it. Your set stays yours. You can withdraw the suggestion until an admin adds it; once added, the copy stays in the catalogue.',
  confirm: 'Suggest',
  suggestedToast: (title: string) => `“${title}” is suggested for the catalogue.`,
  withdrawnToast: (title: string) => `“${title}” is no longer suggested for the catalogue.`,
  adminTitle: 'Sets offered for the catalogue',
  adminIntro: 'Learners suggested these sets of theirs for the public catalogue. Adding one puts a copy of it into a category; the learner keeps their set.',
  adminEmpty: 'No learner has suggested a set for the catalogue.',
  adminLoadFailed: 'We could not load the offered sets.',
  adminMore: (shown: number) => `Showing the ${shown} that have waited longest; more appear as these are added.`,
  offeredBy: (name: string) => `Suggested by ${name || 'a learner'}`,
  add: 'Add to the catalogue',
} as const;
