import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
