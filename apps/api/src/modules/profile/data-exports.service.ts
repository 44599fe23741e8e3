import { DATA_EXPORT_GONE_MESSAGE, type DataExport, type LatestDataExportReply } from '@durio/shared/schemas/data-exports';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { malaysianDate } from '../../lib/malaysia-dates';
import type { FileStorage } from '../../storage/file-storage';
import { hashEmailToken } from '../auth/public';
import { findLatestDataExport, forgetDataExportFiles, openDataExport, spendDataExportLink, toDataExport } from './data-exports';

export interface DataExportsServiceDeps {
  db: Db;
  clock: Clock;
  storage: Pick<FileStorage, 'read' | 'delete'>;
}

/** "Download my data" as the customer asks for it and fetches it (docs/product/your-data.md); the background job prepares it. */
export function createDataExportsService({ db, clock, storage }: DataExportsServiceDeps) {
  /** The customer's pending export: asked again (or twice at once) while one is pending, the same one. */
  async function requestDataExport(userId: string): Promise<DataExport> {
    return toDataExport(await openDataExport(db, userId, clock.now()));
  }

  async function getLatestDataExport(userId: string): Promise<LatestDataExportReply> {
    const row = await findLatestDataExport(db, userId);
    return { export: row ? toDataExport(row) : null };
  }

  /**
   * The ZIP a link names, spending the link. An unknown, used or expired link gets the same 410: the reply tells
   * an attacker guessing tokens nothing. The file is removed once read (the link cannot be used again); a removal
   * that fails is retried by the background job.
   */
  async function downloadDataExport(token: string): Promise<{ body: Buffer; filename: string }> {
    const now = clock.now();
    const spent = await spendDataExportLink(db, hashEmailToken(token), now);
    if (!spent) throw new AppError(410, DATA_EXPORT_GONE_MESSAGE);
    const body = await storage.read(spent.fileKey);
    await storage.delete([spent.fileKey]).then(
      () => forgetDataExportFiles(db, [spent.id]),
      () => undefined,
    );
    return { body, filename: `durio-my-data-${malaysianDate(now)}.zip` };
  }

  return { requestDataExport, getLatestDataExport, downloadDataExport };
}
