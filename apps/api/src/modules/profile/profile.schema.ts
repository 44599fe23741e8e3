import { dataExportStatuses } from '@durio/shared/schemas/data-exports';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { users } from '../auth/auth.schema';

/** Push-message tokens of a user's devices (POST /user-profile/installation). */
export const pushInstallations = pgTable(
  'push_installations',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    platform: text('platform'),
    createdAt: createdAt(),
  },
  (t) => [index('push_installations_user_idx').on(t.userId)],
);

export const ONE_PENDING_EXPORT_INDEX = 'data_exports_one_pending_per_user_idx';

/**
 * "Download my data" (docs/product/your-data.md): each copy a customer asked for. The background job claims a
 * pending one (`claimed_until`, a lease), stores its ZIP under a random key and e-mails a link; only the SHA-256
 * hash of the link's token is kept. Deleted with the account.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dataExportStatuses }).notNull().default('pending'),
    /** Until when a process preparing it holds it; another may take it over after (a crash). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The ZIP's storage key while it is kept (ready); null before and once removed. */
    fileKey: text('file_key'),
    tokenHash: text('token_hash').unique(),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    // One export in the making per customer: asking again, or twice at once, finds the same one.
    uniqueIndex(ONE_PENDING_EXPORT_INDEX).on(t.userId).where(sql`${t.status} = 'pending'`),
    index('data_exports_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('data_exports_ready_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
  ],
);
