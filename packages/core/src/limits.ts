/** Business constants and limits of spec §9. Code and tests import these; never repeat the number. */

export const APP_NAME_DEFAULT = 'Curio';

// Accounts
export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so a huge "password" cannot make the hash function the bottleneck. */
export const PASSWORD_MAX_LENGTH = 128;
export const AGE_MIN = 1;
export const AGE_MAX = 120;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const DELETION_REASON_MAX = 500;
export const FEEDBACK_MESSAGE_MAX = 5000;
/** Feedback per client address and minute: room for a class, not for a flood. */
export const FEEDBACK_PER_MINUTE = 20;

// Kids Lock
export const KIDS_LOCK_AGE = 10;

// Catalogue
export const CATALOGUE_ROW_LIMIT = 10_000;

// Quiz
export const QUIZ_MAX_QUESTIONS = 30;
export const RESULTS_HISTORY_ROWS = 10;
export const STREAK_WINDOW_MINUTES = 10_080;
export const QUIZ_COMPLETE_REDIRECT_MS = 2000;

// Timings (ms)
export const SAVE_NAME_FEEDBACK_MS = 1200;
export const PASSWORD_FEEDBACK_MS = 1500;
export const SNACKBAR_AUTO_HIDE_MS = 2200;
export const FEEDBACK_REFRESH_MS = 500;
export const LINK_SNACKBAR_MS = 1600;
export const COPY_SNACKBAR_MS = 3000;
export const POST_SUCCESS_REDIRECT_MS = 800;
export const POST_SUCCESS_SNACKBAR_MS = 2000;

// Toasts
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;

// Tours
export const TOUR_WAIT_MS = 4000;
export const TOUR_POLL_MS = 50;
export const TOUR_OVERLAY_OPACITY = 0.6;
export const TOUR_STAGE_PADDING = 6;

// Layout (px)
export const USECASE_SIDEBAR_WIDTH = 202;
export const MAIN_SIDEBAR_WIDTH = 240;
export const COURSE_DROPDOWN_MAX_HEIGHT = 248;

// Feed
export const FEED_RECENT_CAP = 25;
export const FEED_TRENDING_CAP = 10;
export const FEED_PAGE_SIZE = 25;
export const MY_USECASES_PAGE_SIZE = 20;
export const STUDIO_PUBLISHED_LIMIT = 25;
export const COMMENTS_LIMIT = 50;

// Use cases
export const USECASES_PER_REQUEST = 3;
export const KEYWORD_TAG_LIMIT = 10;
export const SHARE_SUMMARY_LENGTH = 160;
export const THEATRE_NOTE_ROWS = 4;
export const STUDIO_NOTE_ROWS = 3;

// Projects
export const PRESETS_LIMIT = 60;
export const PRESET_DEFAULT_ORDER_RANK = 1000;
export const UNRANKED_FORMAT_ORDER = 9999;
export const DEFAULT_EXPORT_TARGET = 'markdown';

// Request bodies
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

// Auth rate limits (OWASP ASVS: generous per address, a classroom shares one; strict per account)
export const AUTH_IP_LIMIT_PER_MINUTE = 30;
export const AUTH_EMAIL_FAILURE_LIMIT = 10;
export const AUTH_EMAIL_FAILURE_WINDOW_MINUTES = 15;
