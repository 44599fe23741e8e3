import { languages } from '@durio/shared/languages';
import { marketingConsentSources } from '@durio/shared/marketing-consent';
import { bigint, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/auth.schema';

/**
 * Marketing e-mails only with consent (docs/product/your-data.md, "Consent"): every change of mind is a row, never
 * updated nor deleted while the account lives, with the very sentence the customer saw, its language, where and when.
 * The latest row (highest `id`: the order they were recorded in, even within one millisecond) is the current
 * state; no row is a no. Erased with the account.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    given: boolean('given').notNull(),
    /** The sentence shown, in the language shown (`@durio/shared/marketing-consent`); for a withdrawal, the one withdrawn from. */
    wording: text('wording').notNull(),
    language: text('language', { enum: languages }).notNull(),
    source: text('source', { enum: marketingConsentSources }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('marketing_consents_user_idx').on(t.userId, t.id)],
);
