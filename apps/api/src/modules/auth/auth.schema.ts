import { languages } from '@durio/shared/languages';
import { roles } from '@durio/shared/schemas/auth';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
});

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
