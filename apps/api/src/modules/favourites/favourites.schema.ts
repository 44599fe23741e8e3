import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { users } from '../auth/auth.schema';

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['farm', 'tree', 'product'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourites_user_target_idx').on(t.userId, t.type, t.targetId)],
);
