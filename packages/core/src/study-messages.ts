/*
 * Texts of the study screens that feed the memory model (docs/product.md#review-and-the-memory-model): retaking mistakes, practising
 * a topic's mistakes, adding cards to the review, and the profile's progress section.
 */

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const RETAKE_MSG = {
  retakeMistakes: 'Retake my mistakes',
  retakeChip: 'Retake',
  retakeTitle: 'Retake of your mistakes',
  mistakesTitle: 'My mistakes in this topic',
  practiseMistakes: 'Practise them',
  /** the product's (docs/product.md#errors) other exit text: a retake or a mistakes practice is not auto-saved */
  exitConfirm: 'Are you sure you want to exit the quiz? Your progress will be lost.',
  noneToPractise: 'No mistakes to practise in this topic.',
  /** "3 questions of this topic are in your review" */
  inYourReview: (count: number) => `${plural(count, 'question')} of this topic ${count === 1 ? 'is' : 'are'} in your review.`,
  /** a document of the course's mistakes and bookmarks, made in the projects studio */
  studyGuide: 'Study guide',
} as const;

export const ADD_TO_REVIEW_MSG = {
  addCards: 'Add these cards to my review',
  addBookmark: 'Add to my review',
  failed: 'Could not add to your review. Please try again.',
  /** the toast after adding a topic's cards: some may have been in the review already */
  added: (count: number) => (count === 0 ? 'These cards are already in your review.' : `Added ${plural(count, 'card')} to your review.`),
  bookmarkAdded: (count: number) => (count === 0 ? 'This card is already in your review.' : 'Added to your review.'),
} as const;

export const PROGRESS_MSG = {
  title: 'Your progress',
  loadFailed: 'Could not load your progress right now.',
  empty: 'Nothing here yet. Take a quiz or add flashcards to your review, and your progress will show here.',
  calendarTitle: 'Study days',
  /** the heatmap's accessible name of one day */
  dayLabel: (date: string, count: number) => `${date}: ${count === 0 ? 'no study' : plural(count, 'activity', 'activities')}`,
  calendarEmpty: 'Your study days will show here once you take a quiz or review.',
  forecastTitle: 'Due in the next 7 days',
  forecastEmpty: 'Nothing is due in the next 7 days.',
  retentionTitle: 'Remembered (30 days)',
  retention: (remembered: number, total: number) => `${remembered} of ${plural(total, 'review')}`,
  retentionEmpty: 'No reviews in the last 30 days yet.',
  coursesTitle: 'Courses',
  coursesEmpty: 'Courses appear here once something is in your review.',
  goalTitle: 'Daily goal',
  goalToday: (done: number, goal: number) => `${Math.min(done, goal)} of ${goal} reviewed today`,
  goalMet: 'Goal met today. Nicely done.',
  /** a streak of zero says nothing rather than something discouraging */
  streak: (days: number) => (days > 0 ? `${plural(days, 'day')} in a row` : 'A new streak starts with your next goal day.'),
} as const;
