import { sql } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { users } from '../db/tables';
import { createAdminAccount } from '../auth/admin-account';
import { loadDemoContent } from './demo-content';
import { loadSystemTemplates } from '../features/projects';

export const DEMO_ADMIN_EMAIL = 'admin@curio.local';

export interface SeedReport {
  /** set only on the start that created the admin: shown once, never stored */
  adminPassword?: string;
  adminEmail: string;
}

/**
 * First start of an empty database: loads the demo content into an empty catalogue and creates
 * the admin account with a generated password. Idempotent: later starts change nothing, but for
 * our project templates, which every start brings in line with their files.
 */
export async function seed(db: Db, auth: Auth, adminEmail: string | undefined): Promise<SeedReport> {
  await loadDemoContent(db);
  await loadSystemTemplates(db);
  const email = adminEmail ?? DEMO_ADMIN_EMAIL;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return { adminEmail: email };
  const { password } = await createAdminAccount(auth, db, email);
  return { adminEmail: email, adminPassword: password };
}
