import { PASSWORD_MIN_LENGTH } from './limits';

/**
 * User-facing texts of spec §8 for accounts, settings and feedback, in a module without zod so
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
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
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
