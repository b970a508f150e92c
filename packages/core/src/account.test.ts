import { describe, expect, test } from 'vitest';
import { ACCOUNT_MSG } from './account-messages';
import { changePasswordInput, deletionRequestInput, email, feedbackInput, fullNameOf, normalizeEmail, passwordProblem, signInInput, signUpInput, updateProfileInput } from './account';
import { AGE_MAX, AGE_MIN, DELETION_REASON_MAX, FEEDBACK_MESSAGE_MAX, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

const form = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'curio-test-Pass-42', age: 30 };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('sign-up', () => {
  test('names are trimmed, the email tidied and a text age read as a number', () => {
    expect(signUpInput.parse({ ...form, first_name: '  Ada ', last_name: ' Lovelace', email: '  ADA@Example.com ', age: ' 30 ' })).toEqual({
      ...form,
      age: 30,
    });
  });

  test.each([AGE_MIN, AGE_MAX, String(AGE_MIN), `${AGE_MAX}`])('age %j is accepted', (age) => {
    expect(signUpInput.parse({ ...form, age }).age).toBe(Number(age));
  });

  test.each([AGE_MIN - 1, AGE_MAX + 1, -5, 3.5, '3.5', 'abc', '', '  ', null, undefined, Number.NaN, true, '1e1x'])(
    'age %j gives the spec message',
    (age) => {
      const result = signUpInput.safeParse({ ...form, age });
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(ACCOUNT_MSG.invalidAge);
    },
  );

  test('each name is required and may not be blank', () => {
    expect(firstMessage(signUpInput.safeParse({ ...form, first_name: '   ' }))).toBe('First name is required.');
    expect(firstMessage(signUpInput.safeParse({ ...form, last_name: '' }))).toBe('Last name is required.');
    expect(signUpInput.safeParse({ ...form, first_name: 'n'.repeat(NAME_MAX_LENGTH + 1) }).success).toBe(false);
  });

  test(`the password needs at least ${PASSWORD_MIN_LENGTH} characters and is not trimmed`, () => {
    expect(firstMessage(signUpInput.safeParse({ ...form, password: 'p'.repeat(PASSWORD_MIN_LENGTH - 1) }))).toBe(ACCOUNT_MSG.passwordTooShort);
    expect(signUpInput.parse({ ...form, password: ' '.repeat(PASSWORD_MIN_LENGTH) }).password).toBe(' '.repeat(PASSWORD_MIN_LENGTH));
    expect(firstMessage(signUpInput.safeParse({ ...form, password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) }))).toBe(ACCOUNT_MSG.passwordTooLong);
  });

  test('a password as typed is checked by the same rule, in the same words, as the server checks it', () => {
    expect(passwordProblem('p'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(ACCOUNT_MSG.passwordTooShort);
    expect(passwordProblem('p'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(ACCOUNT_MSG.passwordTooLong);
    expect(passwordProblem('p'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(ACCOUNT_MSG.passwordRule).toContain(`At least ${PASSWORD_MIN_LENGTH} characters`);
  });

  test('the full name is first and last joined', () => {
    expect(fullNameOf(' Ada ', ' Lovelace ')).toBe('Ada Lovelace');
    expect(fullNameOf('Cher', '  ')).toBe('Cher');
  });
});

describe('emails', () => {
  test('are trimmed and lower-cased', () => {
    expect(email.parse('  Grace.Hopper@Navy.MIL ')).toBe('grace.hopper@navy.mil');
    expect(normalizeEmail(' A@B.Co ')).toBe('a@b.co');
  });

  test.each(['', 'plain', 'a@', '@b.com', 'a b@c.com'])('%j is not an email', (value) => {
    const result = email.safeParse(value);
    expect(result.success).toBe(false);
  });
});

describe('sign-in', () => {
  test('needs an email and a password; the email is tidied', () => {
    expect(signInInput.parse({ email: ' Ada@Example.com', password: 'x' })).toEqual({ email: 'ada@example.com', password: 'x' });
    expect(firstMessage(signInInput.safeParse({ email: 'ada@example.com', password: '' }))).toBe('Password is required.');
  });
});

describe('settings', () => {
  test('the display name is trimmed', () => {
    expect(updateProfileInput.parse({ full_name: '  Ada King ' })).toEqual({ full_name: 'Ada King' });
  });

  test('a password change needs the current password and a valid new one', () => {
    expect(changePasswordInput.safeParse({ currentPassword: '', newPassword: 'new-Pass-123' }).success).toBe(false);
    expect(firstMessage(changePasswordInput.safeParse({ currentPassword: 'old', newPassword: 'short' }))).toBe(ACCOUNT_MSG.passwordTooShort);
  });
});

describe('deletion reason', () => {
  test('is trimmed', () => {
    expect(deletionRequestInput.parse({ reason: '  leaving  ' })).toEqual({ reason: 'leaving' });
  });

  test.each(['', '   ', null, undefined])('%j is stored as null', (reason) => {
    expect(deletionRequestInput.parse({ reason })).toEqual({ reason: null });
  });

  test(`is at most ${DELETION_REASON_MAX} characters (after trimming)`, () => {
    expect(deletionRequestInput.parse({ reason: 'r'.repeat(DELETION_REASON_MAX) }).reason).toHaveLength(DELETION_REASON_MAX);
    expect(deletionRequestInput.parse({ reason: ` ${'r'.repeat(DELETION_REASON_MAX)} ` }).reason).toHaveLength(DELETION_REASON_MAX);
    expect(firstMessage(deletionRequestInput.safeParse({ reason: 'r'.repeat(DELETION_REASON_MAX + 1) }))).toBe(
      `The reason is limited to ${DELETION_REASON_MAX} characters.`,
    );
  });

  test('must be text', () => {
    expect(deletionRequestInput.safeParse({ reason: 42 }).success).toBe(false);
  });
});

describe('feedback message', () => {
  test('is trimmed', () => {
    expect(feedbackInput.parse({ message: '  Great app \n' })).toEqual({ message: 'Great app' });
  });

  test.each(['', '   ', '\n\t'])('blank %j is refused', (message) => {
    expect(firstMessage(feedbackInput.safeParse({ message }))).toBe('Please write a message.');
  });

  test(`is at most ${FEEDBACK_MESSAGE_MAX} characters`, () => {
    expect(feedbackInput.safeParse({ message: 'm'.repeat(FEEDBACK_MESSAGE_MAX) }).success).toBe(true);
    expect(feedbackInput.safeParse({ message: 'm'.repeat(FEEDBACK_MESSAGE_MAX + 1) }).success).toBe(false);
  });
});
