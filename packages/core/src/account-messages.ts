import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/**
 * User-facing texts of docs/product.md#errors for accounts, settings and feedback, in a module without zod so
 * the web app's first page does not download the validation library just to show a message.
 */
export const ACCOUNT_MSG = {
  invalidAge: 'Please enter a valid age.',
  invalidCredentials: 'Invalid credentials',
  loginSuccess: 'Login successful!',
  logoutSuccess: 'Logged out successfully!',
  signupFailed: 'Signup failed',
  signupSuccess: 'Signup successful! Please check your email.',
  nameSaveFailed: 'Could not save name. Please try again.',
  nameSaved: 'Name saved.',
  passwordChangeFailed: 'Failed to change password.',
  passwordChanged: 'Password changed.',
  deletionFailed: 'Failed to submit request.',
  deletionReceived: "Request received. We'll process it soon.",
  feedbackFailed: 'Failed to submit feedback.',
  feedbackThanks: 'Thanks for your feedback!',
  commonPassword: 'This password is too common. Please choose a less predictable one.',
  /** the whole rule for a new password, said under every field that takes one */
  passwordRule: `At least ${PASSWORD_MIN_LENGTH} characters, and not a commonly used password.`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  wrongCurrentPassword: 'That is not your current password.',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  signInWait: (seconds: number) =>
    `Too many failed sign-ins from here. Please wait ${seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`} and try again, or reset your password.`,
  tooManyDeletionRequests: 'Your deletion request was already received. Please wait an hour before sending another.',
  kidsLockNotice: 'Kids Lock is enabled. Only kid-friendly categories are shown.',
  noMatchingCategories: 'No matching categories found.',
  accessDeniedAdmins: 'Access denied. Admins only.',
  notAllowed: 'Access Restricted — This category is not available in Kids Mode.',
  userNotFound: 'User not found.',
  untrustedOrigin: (appName: string, url: string) =>
    `This address isn't set up for ${appName} yet, so nothing can be saved here. Open ${url} instead, or ask whoever runs ${appName} to add this address.`,
} as const;

/**
 * The codes of the auth answers that belong to one field of a form (the server's `error`), so a
 * form can show them under that field instead of as a passing note.
 */
export const ACCOUNT_ERROR = {
  /** the new password is on the list of commonly used passwords */
  commonPassword: 'common_password',
  /** the current password given to change it is wrong */
  wrongPassword: 'invalid_password',
  /** the e-mail already has an account */
  emailTaken: 'user_already_exists_use_another_email',
} as const;
