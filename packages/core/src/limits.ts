/** Business constants and limits of docs/product.md#limits. Code and tests import these; never repeat the number. */

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

// Ids and counts kept in Postgres integer columns
/** The largest value of a Postgres integer column (ids, scores, seconds): anything past it is refused as input. */
export const PG_INT_MAX = 2_147_483_647;

// Quiz
export const QUIZ_MAX_QUESTIONS = 30;
export const RESULTS_HISTORY_ROWS = 10;
export const STREAK_WINDOW_MINUTES = 10_080;
export const QUIZ_COMPLETE_REDIRECT_MS = 2000;
/** A quiz attempt can be resumed for this long after it started (ours; decision 048). */
export const ATTEMPT_KEPT_DAYS = 30;
/** Each learner's newest attempts kept; starting another lets the oldest go. */
export const ATTEMPTS_KEPT = 50;

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

// Use cases, Green AI and people: bounds of ours (the spec names none), the same in zod and in
// the database's CHECK constraints
export const USECASE_TITLE_MAX = 200;
export const USECASE_CONTENT_MAX = 10_000;
/** Tags of a posted use case, and the length of each. */
export const USECASE_TAGS_MAX = 10;
export const USECASE_TAG_MAX_LENGTH = 40;
export const USECASE_PROVIDER_MAX = 100;
/** A generation keyword as saved with a use case or a note. */
export const USECASE_KEYWORD_MAX = 200;
export const USECASE_NOTE_MAX = 5000;
export const COMMENT_MAX_LENGTH = 2000;
/** The most use cases one GET /api/usecases page answers. */
export const USECASES_PAGE_MAX = 100;
/** Saved use cases and notes answered by one list call (newest first): only stops a runaway list. */
export const SAVED_USECASES_LIST_MAX = 500;
export const USECASE_NOTES_LIST_MAX = 500;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const BIO_MAX_LENGTH = 500;
/** Explore People: profiles per page by default (a grid of 2, 3 or 4 across), and at most. */
export const PROFILES_PAGE_SIZE = 24;
export const PROFILES_LIMIT_MAX = 200;
/** Use cases a learner may publish, and comments a learner may write, in an hour: room to take part, not to flood. */
export const USECASE_POSTS_PER_HOUR = 10;
/** People one learner may follow: a Following page reads each of them once (decision 032). */
export const FOLLOWING_MAX = 1000;
export const COMMENTS_PER_HOUR = 30;
/** Generations per signed-in learner: room to explore, not to run up a model bill. */
export const USECASE_GENERATIONS_PER_MINUTE = 10;
export const USECASE_GENERATIONS_PER_HOUR = 60;

// Projects
export const PRESETS_LIMIT = 60;
export const PRESET_DEFAULT_ORDER_RANK = 1000;
export const UNRANKED_FORMAT_ORDER = 9999;
export const DEFAULT_EXPORT_TARGET = 'markdown';
/** Rows of a multi-line form field (docs/product.md#what-is-stored). */
export const PROJECT_MULTILINE_ROWS = 3;
// Projects: bounds of ours (the spec names none)
export const PRESETS_LIMIT_MAX = 200;
export const PROJECT_LABEL_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 1000;
export const PROJECT_CATEGORY_MAX = 60;
export const PROJECT_SEARCH_MAX = 200;
/** A format's template body, and the fields and formats one template may have. */
export const TEMPLATE_BODY_MAX = 50_000;
export const TEMPLATE_FIELDS_MAX = 60;
export const TEMPLATE_FORMATS_MAX = 10;
/** One form value, and the fields a form may send: a document's worth, not a database's. */
export const FORM_VALUE_MAX = 20_000;
export const FORM_VALUES_KEYS_MAX = 200;
export const PRESET_TAGS_MAX = 20;
export const PRESET_TAG_MAX_LENGTH = 40;
/** What one learner may keep: room for a portfolio, not for a flood. */
export const PRIVATE_TEMPLATES_PER_USER = 50;
export const PRIVATE_PRESETS_PER_USER = 500;
/** Documents polished by the AI provider per signed-in learner, like use-case generation. */
export const PROJECT_POLISH_PER_MINUTE = 10;
export const PROJECT_POLISH_PER_HOUR = 60;
/**
 * Documents (preview, generate, render and export together) per learner, or per address for
 * guests. The studio asks for one whenever typing pauses: the live preview after 500 ms (at most
 * 120 a minute) and the edited document's view after 600 ms (at most 100), so two panes at their
 * fastest and a few downloads stay under it; a script does not.
 */
export const PROJECT_DOCUMENTS_PER_MINUTE = 300;

// Request bodies
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Arrays and objects inside one another in a JSON body: no payload of ours needs a tenth of it. */
export const JSON_DEPTH_MAX = 32;

// Auth rate limits (decision 053: generous per address, a classroom shares one; a growing wait per
// address and account together, so that nobody elsewhere can keep an account's owner out)
export const AUTH_IP_LIMIT_PER_MINUTE = 30;
/** Failed sign-ins from one address on one account before it must wait between tries. */
export const AUTH_FAILURES_BEFORE_WAIT = 5;
/** The wait after the first failure past that; each further failure doubles it. */
export const AUTH_FIRST_WAIT_SECONDS = 1;
/** Failures older than this are forgotten, and no wait is longer. */
export const AUTH_FAILURE_WINDOW_MINUTES = 15;
/** Account deletion requests per learner and hour: a second thought, not a flood. */
export const DELETION_REQUESTS_PER_HOUR = 3;
