/** Texts of the study screens (docs/routes.md#screens-and-web-routes, docs/product.md#validation, docs/product.md#errors), used by the pages and the end-to-end tests alike. */
export const FLASHCARD_MSG = {
  selectCourse: 'Please select a course to begin.',
  noneForCourse: 'No flashcards found for this course.',
  noneMatched: '🚫 No flashcards matched your query.',
  completed: "You've completed all flashcards!",
  confirmDelete: 'Delete this flashcard?',
  deleted: '✅ Flashcard deleted',
  deleteFailed: '❌ Failed to delete flashcard',
  header: 'Curious Learner Mode',
} as const;

/** Texts of the flashcards' "type the answer" mode (docs/product.md#flashcards). */
export const TYPE_ANSWER_MSG = {
  mode: 'Type the answer',
  field: 'Your answer',
  check: 'Check',
  right: 'Right!',
  almost: 'Almost — check the spelling',
  wrong: 'Not quite',
  compare: 'Compare what you wrote with the card',
  overridden: 'Counted as right',
  override: 'I was right',
  typed: 'You typed:',
  answer: 'Answer:',
  nothingTyped: '(nothing)',
  tally: (right: number, checked: number) => `${right} of ${checked} answered right`,
} as const;
