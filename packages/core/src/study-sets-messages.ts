import { IMPORTS_KEPT, IMPORT_FILE_MAX_BYTES, IMPORT_KEPT_MINUTES, IMPORT_TEXT_MAX_BYTES, SETS_PER_LEARNER, SET_ITEMS_MAX } from './study-sets-rules';

/*
 * Texts of study sets kept apart from the schemas (decision 043): a set's files, imported and
 * exported, and a set offered for the catalogue (decision 052), the owner's consent given and
 * withdrawn on their own set, and the admin's list of what waits for it. SETS_MSG holds the older
 * texts of sets and the server's refusals; the importers' texts are IMPORT_MSG (packages/formats).
 */

export const SETS_MSG = {
  notFound: 'Set not found.',
  tooManySets: `You have ${SETS_PER_LEARNER} sets, the most one learner can keep. Delete one to make another.`,
  tooManyItems: `A set holds at most ${SET_ITEMS_MAX.toLocaleString('en')} items.`,
  kidsCannotShare: 'Sets made with Kids Lock on stay private.',
  kidsCannotOffer: 'Kids Lock is on, so your sets stay yours: they cannot be suggested for the catalogue.',
  /** a set not offered, withdrawn or missing: all answered alike, so an id tells nothing of a private set */
  notOffered: 'This set is not offered for the catalogue: its owner has not suggested it, or has withdrawn the suggestion.',
  kidsCannotOpenShared: 'Kids Lock is on: only your own sets can be opened.',
  notShared: 'This link no longer opens a set.',
  emptyImport: 'Nothing in this file could be read as a question or a card.',
  importGone: `This preview is no longer kept: a preview waits ${IMPORT_KEPT_MINUTES} minutes, only your ${IMPORTS_KEPT} newest are kept, and each is saved once. Preview the file again.`,
  importTooLarge: `The items read from this file come to more than ${IMPORT_TEXT_MAX_BYTES / 1024 / 1024} MB. Import fewer of them at a time.`,
  fileTooLarge: `The file is larger than ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB.`,
  textTooLarge: `The text is larger than ${IMPORT_TEXT_MAX_BYTES / 1024 / 1024} MB.`,
  courseExists: 'The catalogue already has a course of that name in that category.',
  busy: 'Many files are being read or written right now. Please try again in a moment.',
  fileTooHard: 'This file took too long or too much memory to read. Try a smaller file.',
  importsRateLimited: 'You have imported many files in a short time. Please wait a minute.',
  cardsRateLimited: 'You have made many cards from use cases in a short time. Please wait a while and try again.',
} as const;

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
