import { languages } from '@durio/shared/languages';
import { isNull } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../auth/auth.schema';

/**
 * The owner's invitations to work in the console as staff (docs/product/staff.md). Only the SHA-256 hash of
 * the link's token is kept; an e-mail has at most one invitation not yet accepted, which a new invitation
 * replaces (a new token, a new week); a withdrawn invitation is deleted.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The language of the inviter's console, in which the e-mail was written. */
    language: text('language', { enum: languages }).notNull().default('en'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_open_email_idx').on(t.email).where(isNull(t.acceptedAt)),
    index('staff_invitations_expires_idx').on(t.expiresAt),
  ],
);
