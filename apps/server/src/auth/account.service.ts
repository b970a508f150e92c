import { and, count, eq, getTableColumns, gte, isNull, lt, max, sql } from 'drizzle-orm';
import type { DeletionRequestInput, MeResponse, Profile } from '@curio/core/account';
import { deletionRequestInput } from '@curio/core/account';
import type { UpdateMeData } from '@curio/core/people';
import { usernameBase } from '@curio/core/people';
import { AUTH_FAILURE_WINDOW_MINUTES, AUTH_FAILURES_BEFORE_WAIT, AUTH_FIRST_WAIT_SECONDS } from '@curio/core/limits';
import type { Db } from '../db/client';
import { deletionRequests, loginFailures, profiles, users } from '../db/tables';
import { isUniqueViolation } from '../lib/db-errors';
import { preparedQuery } from '../lib/prepared-query';
import { freeUsername } from './username';

export type UserRow = typeof users.$inferSelect;
// the search words are the database's own (Explore People); never part of an answer
const { search: _search, ...profileColumns } = getTableColumns(profiles);
type ProfileRow = Omit<typeof profiles.$inferSelect, 'search'>;
/** The fields of an auth user (from better-auth or our table) that profiles copy. */
export type AccountUser = { id: string; email: string; name: string; image?: string | null };

/** Admin: the account whose email is ADMIN_EMAIL, or whose profile says so (docs/product.md#roles-and-permissions). */
export function isAdmin(email: string, profile: Pick<ProfileRow, 'is_admin'> | undefined, adminEmail?: string) {
  return (adminEmail !== undefined && email.toLowerCase() === adminEmail) || profile?.is_admin === true;
}

/** Tries before giving up on a username; each lost race moves on to another candidate. */
const USERNAME_ATTEMPTS = 5;

/**
 * Creates the profile row the first time an account signs in (is_admin false) with a unique
 * username derived from the name or e-mail; keeps a profile that is there, giving it a username
 * if it has none (profiles made before usernames existed).
 */
export async function ensureProfile(db: Db, user: AccountUser) {
  const base = usernameBase(user.name, user.email);
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    const [existing] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, user.id));
    if (existing?.username) return;
    // after two lost races the numbered names are crowded: go random
    const username = await freeUsername(db, base, attempt >= 2);
    if (existing) {
      try {
        await db
          .update(profiles)
          .set({ username, updated_at: new Date() })
          .where(and(eq(profiles.id, user.id), isNull(profiles.username)));
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      continue;
    }
    // a conflict on the id (a concurrent sign-in made the row) or on the username: look again
    const inserted = await db
      .insert(profiles)
      .values({ id: user.id, email: user.email, full_name: user.name || null, avatar_url: user.image ?? null, username, is_admin: false })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    if (inserted.length > 0) return;
  }
  throw new Error(`no free username found for ${user.id}`);
}

function toProfile(row: ProfileRow): Profile {
  return { ...row, updated_at: row.updated_at.toISOString() };
}

/** What GET /api/me answers: the auth user as docs/product.md#what-is-stored shapes it, the profile, age and admin flag. */
// prepared: every page a signed-in user opens asks for it, and building this select of two whole rows cost more than running it
const meQuery = preparedQuery((db) =>
  db
    .select({ user: users, profile: profileColumns })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, sql.placeholder('user_id')))
    .prepare('me'),
);

export async function getMe(db: Db, userId: string, adminEmail?: string): Promise<MeResponse | null> {
  const [row] = await meQuery(db).execute({ user_id: userId });
  if (!row) return null;
  const { user } = row;
  // reads never write: a profile not created yet is shown as it will be created
  const profile: ProfileRow = row.profile ?? {
    id: user.id,
    email: user.email,
    full_name: user.name || null,
    avatar_url: user.image,
    username: null,
    bio: null,
    is_admin: false,
    has_seen_tour: false,
    updated_at: user.updatedAt,
  };
  return {
    user: {
      id: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      created_at: user.createdAt.toISOString(),
      user_metadata: {
        full_name: profile.full_name,
        username: profile.username,
        avatar_url: profile.avatar_url,
        first_name: user.firstName,
        last_name: user.lastName,
        age: user.age,
      },
    },
    profile: toProfile(profile),
    age: user.age,
    is_admin: isAdmin(user.email, profile, adminEmail),
  };
}

/**
 * Settings (PATCH /api/me): display name, username and bio, all or nothing. The display name lives
 * on the profile and on the auth user; both change together. A username someone else has is
 * refused by the unique index, even when two people ask for it at once.
 */
export async function updateMe(db: Db, user: AccountUser, changes: UpdateMeData): Promise<'updated' | 'username_taken'> {
  await ensureProfile(db, user);
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      if (changes.full_name !== undefined) {
        await tx.update(users).set({ name: changes.full_name, updatedAt: now }).where(eq(users.id, user.id));
      }
      await tx
        .update(profiles)
        .set({ full_name: changes.full_name, username: changes.username, bio: changes.bio, updated_at: now })
        .where(eq(profiles.id, user.id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) return 'username_taken';
    throw err;
  }
  return 'updated';
}

export async function markTourSeen(db: Db, user: AccountUser) {
  await ensureProfile(db, user);
  await db.update(profiles).set({ has_seen_tour: true, updated_at: new Date() }).where(eq(profiles.id, user.id));
}

export async function createDeletionRequest(db: Db, user: Pick<UserRow, 'id' | 'email'>, input: DeletionRequestInput) {
  const { reason } = deletionRequestInput.parse(input);
  await db.insert(deletionRequests).values({ user_id: user.id, email: user.email, reason });
}

const failureWindowStart = () => new Date(Date.now() - AUTH_FAILURE_WINDOW_MINUTES * 60_000);

/**
 * The wait that so many failures from one address on one account call for (decision 053): none
 * for the first AUTH_FAILURES_BEFORE_WAIT, then AUTH_FIRST_WAIT_SECONDS, doubled by each further
 * failure, never longer than the window.
 */
export function waitAfterFailures(failures: number): number {
  if (failures < AUTH_FAILURES_BEFORE_WAIT) return 0;
  return Math.min(AUTH_FIRST_WAIT_SECONDS * 2 ** (failures - AUTH_FAILURES_BEFORE_WAIT), AUTH_FAILURE_WINDOW_MINUTES * 60);
}

/**
 * Seconds this address must still wait before it may try this account's password again; 0: go
 * ahead. Only this address's failures count, so nobody elsewhere can keep the owner out.
 */
export async function signInWaitSeconds(db: Db, email: string, address: string): Promise<number> {
  const [row] = await db
    .select({ failures: count(), last: max(loginFailures.created_at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address), gte(loginFailures.created_at, failureWindowStart())));
  const wait = waitAfterFailures(row?.failures ?? 0);
  if (wait === 0 || !row?.last) return 0;
  return Math.max(0, Math.ceil((row.last.getTime() + wait * 1000 - Date.now()) / 1000));
}

export async function recordLoginFailure(db: Db, email: string, address: string) {
  await db.insert(loginFailures).values({ email, address });
  // this address's failures past the window count for nothing: their rows go as new ones come
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address), lt(loginFailures.created_at, failureWindowStart())));
}

/** After a sign-in, that address's failures on the account; after a new password, every address's. */
export async function clearLoginFailures(db: Db, email: string, address?: string) {
  await db
    .delete(loginFailures)
    .where(address === undefined ? eq(loginFailures.email, email) : and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
}
