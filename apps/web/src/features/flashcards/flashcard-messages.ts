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
