import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from './auth';
import type { Db } from '../db/client';
import { profiles, sessions, users } from '../db/tables';
import { ensureProfile } from './account.service';

/** A password nobody has seen before: printed once, never stored in clear. */
const generatePassword = () => randomBytes(15).toString('base64url');

async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user;
}

/** Creates a verified admin account with a generated password and returns that password. */
export async function createAdminAccount(auth: Auth, db: Db, email: string, name = 'Admin') {
  const normalized = email.trim().toLowerCase();
  if (await findUserByEmail(db, normalized)) {
    throw new Error(`An account for ${normalized} already exists. Use "reset-password" to give it a new password.`);
  }
  const ctx = await auth.$context;
  const password = generatePassword();
  const user = await ctx.internalAdapter.createUser({ email: normalized, name, emailVerified: true }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  await ensureProfile(db, user);
  await db.update(profiles).set({ is_admin: true, updated_at: new Date() }).where(eq(profiles.id, user.id));
  return { user, password };
}

/** Gives an existing account a new generated password and ends all its sessions. */
export async function resetAccountPassword(auth: Auth, db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No account for ${email.trim().toLowerCase()}.`);
  const ctx = await auth.$context;
  const password = generatePassword();
  await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(password));
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  return { user, password };
}
