import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BIO_MAX_LENGTH, DELETION_REASON_MAX } from '@curio/core/limits';
import { USERNAME_PATTERN } from '@curio/core/people';
import { users } from './auth';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The public face of an account (docs/product.md#what-is-stored profiles); id is the user's id. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    full_name: text('full_name'),
    avatar_url: text('avatar_url'),
    username: text('username').unique(),
    bio: text('bio'),
    is_admin: boolean('is_admin').notNull().default(false),
    has_seen_tour: boolean('has_seen_tour').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Explore People's search: the words of the username and the name ('simple': no stemming)
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', coalesce("username", '') || ' ' || coalesce("full_name", ''))`),
  },
  (t) => [
    index('profiles_search_idx').using('gin', t.search),
    // the rules of packages/core/src/people.ts
    check('profiles_username_format', sql`${t.username} ~ ${sql.raw(`'${USERNAME_PATTERN.source}'`)}`),
    check('profiles_bio_len', sql`char_length(${t.bio}) <= ${sql.raw(String(BIO_MAX_LENGTH))}`),
  ],
);

export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deletion_requests_user_id_idx').on(t.user_id),
    check('deletion_requests_reason_len', sql`char_length(${t.reason}) <= ${sql.raw(String(DELETION_REASON_MAX))}`),
  ],
);

/** Free-text feedback; guests may send it, so the user fields may be null. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    full_name: text('full_name'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // deleting an account looks up its feedback (foreign-key-indexes.test.ts)
  (t) => [index('feedback_user_idx').on(t.user_id).where(sql`${t.user_id} is not null`)],
);

/**
 * Failed sign-ins per e-mail and client address together (decision 053), for the growing wait
 * between tries; kept in the database so every instance sees them.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** lib/client-address.ts's key of the address; '' for rows from before it was counted */
    address: text('address').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // one account's rows (a new password clears them) and one address's among them
  (t) => [index('login_failures_email_address_created_idx').on(t.email, t.address, t.created_at)],
);

/** Every message the app sends, kept whether or not an SMTP server delivered it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
