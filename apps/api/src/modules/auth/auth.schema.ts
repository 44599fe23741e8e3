import { languages } from '@durio/shared/languages';
import { roles } from '@durio/shared/schemas/auth';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../../db/columns';

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name').notNull(),
  phone: text('phone'),
  /** CUSTOMER, ADMIN (the shop's owner) or STAFF, invited by an admin (docs/product/staff.md). */
  role: text('role', { enum: roles }).notNull().default('CUSTOMER'),
  /** The language of the customer's e-mails (docs/product/languages.md): the page's at registration, then the profile's. */
  language: text('language', { enum: languages }).notNull().default('en'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // The console's customers list, newest first and by name, walked in order at 200,000 customers instead of sorted.
  index('users_role_created_idx').on(t.role, t.createdAt),
  index('users_name_idx').on(sql`lower(${t.displayName})`),
]);

/**
 * Opaque refresh tokens, stored only as SHA-256 hashes. One `familyId` per sign-in: rotation spends a
 * token and issues the next in the same family; presenting a spent token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * Single-use links sent by e-mail (verify address, reset password). Only the SHA-256 hash of the token is
 * stored, so a database leak does not hand out working links.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Sign-in identities from outside the shop (docs/product/accounts-and-tokens.md, docs/decisions/043): today only
 * Google, by its `sub`, which never changes, unlike the e-mail. An account has at most one of each provider.
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google'] }).notNull(),
    subject: text('subject').notNull(),
    /** The e-mail the provider gave when the identity was linked. */
    email: text('email').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('external_identities_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('external_identities_user_provider_key').on(t.userId, t.provider),
  ],
);

/**
 * A Google sign-in under way, for 10 minutes, spent by its callback: the PKCE verifier and the nonce stay on the
 * server, the browser holds only the state (in the URL and an httpOnly cookie). Stored by the state's hash.
 */
export const googleSignInStarts = pgTable('google_sign_in_starts', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Single-use tickets of a Google sign-in, stored by their hash: `session` hands the finished sign-in to the web app
 * (a minute), `link` waits for the account's owner to sign in with the password and confirm (10 minutes).
 */
export const googleSignInTickets = pgTable(
  'google_sign_in_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['session', 'link'] }).notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** For a link: the Google identity that waits to join the account. */
    subject: text('subject'),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('google_sign_in_tickets_user_idx').on(t.userId)],
);
