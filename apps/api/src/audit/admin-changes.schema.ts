import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../db/columns';
import { users } from '../modules/auth/auth.schema';

/**
 * Every change an admin makes (docs/product/admin-console.md): who, what, when, and the object before and after, shown on the
 * object's page as its history. Written in the transaction of the change.
 */
export const adminChanges = pgTable(
  'admin_changes',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name when the change was made, kept if the account goes. */
    actorName: text('actor_name').notNull(),
    /** 'product', 'farm', 'tree', 'maintenance record', 'gallery entry', 'order', 'review', 'settings', … */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** 'created', 'updated', 'deleted', 'archived', 'hidden', 'shown', 'moved to SHIPPED', … */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_changes_entity_idx').on(t.entity, t.entityId, t.createdAt), index('admin_changes_created_idx').on(t.createdAt)],
);
