import { REVIEW_MAX_AGE_DAYS, type ReviewItemType } from './review-rules';

/* The memory model's texts: the API's errors and the web Review screen's words (docs/product.md#review-and-the-memory-model). */

export const REVIEW_MSG = {
  itemNotFound: 'That review item was not found.',
  ratingRange: 'A rating is 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).',
  answeredInFuture: 'That review is dated in the future.',
  answeredTooLongAgo: `That review is more than ${REVIEW_MAX_AGE_DAYS} days old.`,
  duplicateReview: 'That review was already recorded.',
  resultNotFound: 'That result was not found.',
  noMistakes: 'That attempt has no mistakes to retake.',
  nothingDue: 'Nothing to review right now.',
} as const;

// ---------------------------------------------------------------- the web Review screen

export const REVIEW_ITEM_LABELS: Record<ReviewItemType, string> = { question: 'Quiz mistake', flashcard: 'Flashcard' };

export const REVIEW_WEB_MSG = {
  intro: 'A few minutes a day brings back what you are about to forget.',
  dueToday: 'Due today',
  quizMistakes: 'Quiz mistakes',
  flashcards: 'Flashcards',
  start: (count: number) => `Start review (${count})`,
  nothingScheduled: 'Nothing is scheduled yet. Questions you miss in a quiz and flashcards you rate will show up here.',
  nextDue: (when: string) => `Your next review is due ${when}.`,
  laterToday: 'A few items come back later today. Check again in a little while.',
  learnSomethingNew: 'Learn something new',
  goalToday: (done: number, goal: number) => `Today: ${Math.min(done, goal)} of ${goal} reviews`,
  goalMet: 'Daily goal met. Nice work.',
  loadFailed: 'We could not load your reviews.',
  queueFailed: 'We could not start a review. Check your connection and try again.',
  itemOf: (index: number, total: number) => `Item ${index} of ${total}`,
  endSession: 'End session',
  endConfirmTitle: 'End this session?',
  endConfirmText: 'Your ratings so far are kept.',
  keepGoing: 'Keep going',
  showAnswer: 'Show answer',
  howWell: 'How well did you remember it?',
  suggested: 'Suggested',
  keysHint: 'Keys 1–4 rate, Enter or Space takes the highlighted one.',
  revealHint: 'Space or Enter shows the answer.',
  rateAria: (label: string, interval: string) => `${label}, next review in ${interval}`,
  nextIn: (interval: string) => `next in ${interval}`,
  sessionDone: 'Session complete',
  sessionStats: (reviewed: number, remembered: number) =>
    `You reviewed ${reviewed} ${reviewed === 1 ? 'item' : 'items'} and remembered ${remembered}.`,
  moreDue: (count: number) => `${count} more ${count === 1 ? 'item is' : 'items are'} due today.`,
  reviewMore: 'Review more',
  goHome: 'Go home',
  waiting: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'} waiting to be sent`,
  waitingHint: 'Saved on this device; they are sent as soon as the connection is back.',
  settingsTitle: 'Review',
  settingsDescription: 'How long a review session is, and an optional daily goal.',
  sessionSize: 'Items per session',
  dailyGoal: 'Daily goal',
  goalOff: 'Off',
  goalNote: 'A goal is optional. Turn it on if it helps you keep a habit, and off again any time — missing a day is fine.',
  settingsSaved: 'Review settings saved.',
  settingsFailed: 'We could not save your review settings.',
} as const;
