import { describe, expect, test } from 'vitest';
import { BIO_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './limits';
import { updateMeInput, username, USERNAME_PATTERN, USERNAME_RULE_MSG, usernameBase, usernameCandidate } from './people';

describe('a typed username', () => {
  test.each([
    ['ada_l', 'ada_l'],
    ['  @Ada_L  ', 'ada_l'],
    ['x'.repeat(USERNAME_MAX_LENGTH), 'x'.repeat(USERNAME_MAX_LENGTH)],
    ['007', '007'],
  ])('%j is %j', (input, name) => {
    expect(username.parse(input)).toBe(name);
  });

  test.each(['ab', 'x'.repeat(USERNAME_MAX_LENGTH + 1), 'ada lovelace', 'ada-l', 'zoë', '<b>', '', '@'])('%j is refused with the rule', (input) => {
    const result = username.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(USERNAME_RULE_MSG);
  });
});

describe('the username a new account starts from', () => {
  test.each([
    ['Ada Lovelace', 'ada@example.com', 'ada_lovelace'],
    ['Zoë O’Brien-Smith', 'z@example.com', 'zoe_o_brien_smith'],
    ['  ', 'grace.hopper+curio@example.com', 'grace_hopper_curio'],
    ['李小龙', 'bruce.lee@example.com', 'bruce_lee'],
    ['Al', 'al@example.com', 'user'],
    [null, 'x@example.com', 'user'],
    ['A'.repeat(80), 'a@example.com', 'a'.repeat(USERNAME_MAX_LENGTH - 6)],
  ])('%j <%s> gives %j', (name, email, base) => {
    expect(usernameBase(name, email)).toBe(base);
  });

  test('every base and its suffixed candidates follow the username rule', () => {
    for (const name of ['Ada Lovelace', 'A'.repeat(80), '___x___', 'Zoë', '']) {
      const base = usernameBase(name, 'someone@example.com');
      expect(base.length).toBeGreaterThanOrEqual(USERNAME_MIN_LENGTH);
      for (const n of [1, 2, 20, 99_999]) expect(usernameCandidate(base, n)).toMatch(USERNAME_PATTERN);
    }
    expect(usernameCandidate('ada', 1)).toBe('ada');
    expect(usernameCandidate('ada', 2)).toBe('ada_2');
  });
});

describe('settings changes (PATCH /api/me)', () => {
  test('any of name, username and bio; a blank bio clears it', () => {
    expect(updateMeInput.parse({ full_name: ' Ada ' })).toEqual({ full_name: 'Ada' });
    expect(updateMeInput.parse({ username: '@Ada', bio: '  ' })).toEqual({ username: 'ada', bio: null });
    expect(updateMeInput.parse({ bio: null })).toEqual({ bio: null });
  });

  test.each([{}, { is_admin: true }, { bio: 'b'.repeat(BIO_MAX_LENGTH + 1) }, { username: 'no spaces please' }, { bio: 5 }])('%j is refused', (input) => {
    expect(updateMeInput.safeParse(input).success).toBe(false);
  });
});
