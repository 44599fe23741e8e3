import type { PushInstallation } from '@durio/shared/schemas/auth';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushInstallations } from './profile.schema';
import { NotFoundError } from '../../lib/errors';

type InstallationRow = typeof pushInstallations.$inferSelect;

const toInstallation = (row: InstallationRow): PushInstallation => ({
  id: row.id,
  token: row.token,
  platform: row.platform,
  createdAt: row.createdAt.toISOString(),
});

/** Push-message tokens of the user's devices. */
export function createInstallationsService({ db }: { db: Db }) {
  /**
   * One row per device token: registering it again (or from another account signed in on the same device)
   * moves it to the user now asking, so pushes follow whoever uses the device.
   */
  async function registerInstallation(
    userId: string,
    input: { token: string; platform?: string | null },
  ): Promise<PushInstallation> {
    const platform = input.platform || null;
    const [row] = await db
      .insert(pushInstallations)
      .values({ userId, token: input.token, platform })
      .onConflictDoUpdate({
        target: pushInstallations.token,
        set: { userId, platform: sql`coalesce(excluded.platform, ${pushInstallations.platform})` },
      })
      .returning();
    return toInstallation(row!);
  }

  async function deleteInstallation(userId: string, token: string): Promise<void> {
    const deleted = await db
      .delete(pushInstallations)
      .where(and(eq(pushInstallations.token, token), eq(pushInstallations.userId, userId)))
      .returning({ id: pushInstallations.id });
    if (deleted.length === 0) throw new NotFoundError('Installation not found');
  }

  return { registerInstallation, deleteInstallation };
}
