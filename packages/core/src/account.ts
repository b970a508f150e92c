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
import { ACCOUNT_MSG } from './account-messages';
import { multiLineText, singleLineText } from './text-input';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const email = singleLineText()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ message: 'Please enter a valid email address.' }));

/**
 * A new password: the length part of ACCOUNT_MSG.passwordRule. The server also refuses commonly
 * used passwords; that list is too big for the browser, so forms show its verdict when it comes.
 */
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: ACCOUNT_MSG.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { message: ACCOUNT_MSG.passwordTooLong });

/** What is wrong with a new password as typed so far, by the same rule the server applies; null when nothing is. */
export const passwordProblem = (value: string): string | null => password.safeParse(value).error?.issues[0]?.message ?? null;

const personName = (label: string) =>
  singleLineText().trim().min(1, { message: `${label} is required.` }).max(NAME_MAX_LENGTH);

/** A whole number from 1 to 120, given as a number or as the digits of a form field ('1e1' is not an age). */
const age = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value.trim()) : value),
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
  full_name: singleLineText().trim().max(NAME_MAX_LENGTH),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, { message: 'Current password is required.' }).max(PASSWORD_MAX_LENGTH),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** Blank reasons are stored as null (docs/product.md#validation: trimmed, at most 500 characters). */
export const deletionRequestInput = z.object({
  reason: multiLineText()
    .trim()
    .max(DELETION_REASON_MAX, { message: `The reason is limited to ${DELETION_REASON_MAX} characters.` })
    .nullish()
    .transform((r) => (r ? r : null)),
});
export type DeletionRequestInput = z.input<typeof deletionRequestInput>;

export const feedbackInput = z.object({
  message: multiLineText()
    .trim()
    .min(1, { message: 'Please write a message.' })
    .max(FEEDBACK_MESSAGE_MAX, { message: `Feedback is limited to ${FEEDBACK_MESSAGE_MAX} characters.` }),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

const profile = z.object({
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

/** The auth service's user as docs/product.md#what-is-stored describes it. */
const authUser = z.object({
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

export const meResponse = z.object({
  user: authUser,
  profile,
  age: z.number().nullable(),
  is_admin: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponse>;

export const okResponse = z.object({ ok: z.literal(true) });
