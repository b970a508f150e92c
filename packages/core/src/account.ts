import { z } from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  DELETION_REASON_MAX,
  EMAIL_MAX_LENGTH,
  FEEDBACK_MESSAGE_MAX,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits';

/** User-facing texts of spec §8 for accounts, settings and feedback. */
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
  kidsLockNotice: 'Kids Lock is enabled. Only kid-friendly categories are shown.',
  noMatchingCategories: 'No matching categories found.',
  accessDeniedAdmins: 'Access denied. Admins only.',
  notAllowed: 'Access Restricted — This category is not available in Kids Mode.',
  userNotFound: 'User not found.',
} as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ message: 'Please enter a valid email address.' }));

export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: ACCOUNT_MSG.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH);

const personName = (label: string) =>
  z.string().trim().min(1, { message: `${label} is required.` }).max(NAME_MAX_LENGTH);

/** A whole number from 1 to 120, given as a number or as the text of a form field. */
export const age = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z.number({ message: ACCOUNT_MSG.invalidAge }).int({ message: ACCOUNT_MSG.invalidAge })
    .min(AGE_MIN, { message: ACCOUNT_MSG.invalidAge })
    .max(AGE_MAX, { message: ACCOUNT_MSG.invalidAge }),
);

export const fullNameOf = (first: string, last: string) => [first.trim(), last.trim()].filter(Boolean).join(' ');

export const signUpInput = z.object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  email,
  password,
  age,
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const signInInput = z.object({
  email,
  password: z.string().min(1, { message: 'Password is required.' }).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInInput>;

export const updateProfileInput = z.object({
  full_name: z.string().trim().max(NAME_MAX_LENGTH),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, { message: 'Current password is required.' }).max(PASSWORD_MAX_LENGTH),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** Blank reasons are stored as null (spec §5: trimmed, at most 500 characters). */
export const deletionRequestInput = z.object({
  reason: z
    .string()
    .trim()
    .max(DELETION_REASON_MAX, { message: `The reason is limited to ${DELETION_REASON_MAX} characters.` })
    .nullish()
    .transform((r) => (r ? r : null)),
});
export type DeletionRequestInput = z.input<typeof deletionRequestInput>;

export const feedbackInput = z.object({
  message: z
    .string()
    .trim()
    .min(1, { message: 'Please write a message.' })
    .max(FEEDBACK_MESSAGE_MAX, { message: `Feedback is limited to ${FEEDBACK_MESSAGE_MAX} characters.` }),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

export const profile = z.object({
  id: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  username: z.string().nullable(),
  bio: z.string().nullable(),
  is_admin: z.boolean(),
  has_seen_tour: z.boolean(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** The auth service's user as spec §3 describes it. */
export const authUser = z.object({
  id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  created_at: z.string(),
  user_metadata: z.object({
    full_name: z.string().nullable(),
    username: z.string().nullable(),
    avatar_url: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    age: z.number().nullable(),
  }),
});
export type AuthUser = z.infer<typeof authUser>;

export const meResponse = z.object({
  user: authUser,
  profile,
  age: z.number().nullable(),
  is_admin: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponse>;

export const okResponse = z.object({ ok: z.literal(true) });
