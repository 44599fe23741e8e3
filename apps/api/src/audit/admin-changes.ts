import type { AdminChange, AdminChangesQuery } from '@durio/shared/schemas/admin-changes';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { adminChanges } from './admin-changes.schema';
import { users } from '../modules/auth/auth.schema';

export interface AdminChangeInput {
  actorId: string;
  /** 'product', 'farm', 'tree', 'maintenance record', 'gallery entry', 'dropoff point', 'order', 'review', 'settings', … */
  entity: string;
  entityId: string;
  /** 'created', 'updated', 'deleted', 'archived', 'hidden', 'shown', 'moved to SHIPPED', … */
  action: string;
  /** The object as replies show it, before and after; null when it did not exist. */
  before: object | null;
  after: object | null;
}

/**
 * Records an admin's change (docs/product/admin-console.md) inside the transaction that makes it, so the history has exactly
 * the changes that happened. The admin's name is copied, so the history still reads after an account goes.
 */
export async function recordAdminChange(tx: Tx | Db, change: AdminChangeInput): Promise<void> {
  // A save that changed nothing (the form sent what was there) is no change to the history.
  if (change.action === 'updated' && change.before && change.after && sameApartFromTimestamps(change.before, change.after)) return;
  const [actor] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, change.actorId));
  await tx.insert(adminChanges).values({
    actorId: change.actorId,
    actorName: actor?.name ?? 'Admin',
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    // JSON as the API shows it: dates become strings, undefined fields drop out.
    before: change.before === null || change.before === undefined ? null : JSON.parse(JSON.stringify(change.before)),
    after: change.after === null || change.after === undefined ? null : JSON.parse(JSON.stringify(change.after)),
  });
}

/** Timestamps move on every write, so they alone do not make a change. */
function sameApartFromTimestamps(before: object, after: object): boolean {
  const withoutTimestamps = (object: object) => JSON.stringify({ ...object, updatedAt: undefined });
  return withoutTimestamps(before) === withoutTimestamps(after);
}

/** The history of one object, or of everything, newest first. */
export async function listAdminChanges(
  db: Db,
  query: AdminChangesQuery,
): Promise<{ items: AdminChange[]; meta: { totalCount: number; page: number; limit: number } }> {
  const where = and(
    query.entity ? eq(adminChanges.entity, query.entity) : undefined,
    query.entityId ? eq(adminChanges.entityId, query.entityId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminChanges)
      .where(where)
      .orderBy(desc(adminChanges.createdAt), desc(adminChanges.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(adminChanges).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actorId, name: row.actorName },
      entity: row.entity,
      entityId: row.entityId,
      action: row.action,
      before: (row.before as Record<string, unknown> | null) ?? null,
      after: (row.after as Record<string, unknown> | null) ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    meta: { totalCount: total?.n ?? 0, page: query.page, limit: query.limit },
  };
}
