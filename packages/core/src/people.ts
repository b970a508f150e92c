import { z } from 'zod';
import { updateProfileInput } from './account';
import { BIO_MAX_LENGTH, PROFILES_LIMIT_MAX, PROFILES_PAGE_SIZE, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './limits';
import { multiLineText, singleLineText } from './text-input';

/* Profiles, usernames and follows (docs/routes.md#screens-and-web-routes Explore People, docs/product.md#what-is-stored profiles, docs/routes.md#api follows). */

// ---------------------------------------------------------------- usernames

/** Lower-case letters, digits and underscores: readable after an @, safe in a URL. */
export const USERNAME_PATTERN = new RegExp(`^[a-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);
export const USERNAME_RULE_MSG = `A username has ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, digits and underscores.`;

/** A typed username: trimmed, lower-cased, a leading @ dropped ('@Ada_L' is ada_l). */
export const username = singleLineText()
  .max(USERNAME_MAX_LENGTH * 4)
  .transform((name) => name.trim().toLowerCase().replace(/^@/, ''))
  .pipe(z.string().regex(USERNAME_PATTERN, { message: USERNAME_RULE_MSG }));

/** Room left after a derived name for a collision suffix ('_12345'). */
const SUFFIX_ROOM = 6;
const FALLBACK_USERNAME = 'user';

/** 'Zoë O’Brien' → 'zoe_o_brien': accents dropped, anything else between words becomes one underscore. */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * The username a new account starts from: its name, else its e-mail's local part, else 'user',
 * short enough for a collision suffix (usernameCandidate) to fit.
 */
export function usernameBase(name: string | null | undefined, email: string): string {
  const room = USERNAME_MAX_LENGTH - SUFFIX_ROOM;
  for (const source of [name ?? '', email.split('@')[0] ?? '']) {
    const base = slugify(source).slice(0, room).replace(/_+$/, '');
    if (base.length >= USERNAME_MIN_LENGTH) return base;
  }
  return FALLBACK_USERNAME;
}

/** The n-th choice for a base: ada, ada_2, ada_3, … */
export const usernameCandidate = (base: string, n: number) => (n <= 1 ? base : `${base}_${n}`);

// ---------------------------------------------------------------- profiles

/** A bio; blank clears it. */
export const bio = multiLineText()
  .trim()
  .max(BIO_MAX_LENGTH, { message: `The bio is limited to ${BIO_MAX_LENGTH} characters.` })
  .nullable()
  .transform((b) => b || null);

/**
 * PATCH /api/me: any of the display name, username and bio (Settings), at least one. A username
 * someone else has answers 409.
 */
export const updateMeInput = z
  .object({
    full_name: updateProfileInput.shape.full_name.optional(),
    username: username.optional(),
    bio: bio.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { message: 'Nothing to change.' });
export type UpdateMeData = z.output<typeof updateMeInput>;

/** GET /api/follows/status/{id}; POST and DELETE /api/follows/{id} answer it too, with ok. */
export const followStatus = z.object({ isFollowing: z.boolean(), followersCount: z.number().int() });
export type FollowStatus = z.infer<typeof followStatus>;

/** One card of Explore People, with the caller's follow status (one request for the page, not one a card). */
export const profileCard = z
  .object({
    id: z.string(),
    full_name: z.string().nullable(),
    username: z.string().nullable(),
    bio: z.string().nullable(),
    avatar_url: z.string().nullable(),
  })
  .extend(followStatus.shape);
export type ProfileCard = z.infer<typeof profileCard>;

/** The longest Explore People search. */
const PEOPLE_SEARCH_MAX = 100;

/**
 * GET /api/profiles?q=&after=&limit=: a page of people by username; q finds words of the name or
 * username that start with its words; after is the last username of the page before (keyset).
 */
export const profilesQuery = z.object({
  limit: z.coerce.number().min(1).max(PROFILES_LIMIT_MAX).int().default(PROFILES_PAGE_SIZE),
  q: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), singleLineText().trim().max(PEOPLE_SEARCH_MAX).optional()),
  after: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(USERNAME_PATTERN, { message: 'Not a username.' }).optional()),
});
export type ProfilesQuery = z.output<typeof profilesQuery>;

/** /people/{username}: the username as it appears in a link (any case; a leading @ is allowed). */
export const usernameParams = z.object({ username: username });

/** GET /api/people/{username}: a person page's header. */
export const personProfile = profileCard.extend({ followingCount: z.number().int() });
export type PersonProfile = z.infer<typeof personProfile>;

/** An account's id as better-auth makes it. */
export const userId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Not a user id.' });
export const userIdParams = z.object({ id: userId });

// ---------------------------------------------------------------- follows

export const followResult = followStatus.extend({ ok: z.literal(true) });
export type FollowResult = z.infer<typeof followResult>;
