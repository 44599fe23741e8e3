import { randomBytes, randomUUID } from 'node:crypto';
import { DATA_EXPORT_LINK_DAYS } from '@durio/shared/schemas/data-exports';
import { dataExportReadyMail } from '../mail/emails/data-export-ready';
import { enqueueMail } from '../mail/outbox';
import { newEmailToken } from '../modules/auth/public';
import {
  buildDataExportArchive,
  claimPendingDataExports,
  expireDataExports,
  forgetDataExportFiles,
  listLeftoverDataExportFiles,
  markDataExportReady,
  readAccountData,
} from '../modules/profile/public';
import { getShopContact } from '../modules/settings/public';
import { PRIVATE_KEY_PREFIX } from '../storage/file-storage';
import type { FlowDeps } from './flow-deps';

/** Exports prepared per run; the rest wait for the next one. */
const BATCH = 10;
/** How long a process holds an export it prepares; one that crashed is taken over after this. */
const LEASE_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * "Download my data" (docs/product/your-data.md): prepares the copies customers asked for, e-mails each a link that
 * works once for 7 days, and removes the files of links that ran out. Several copies of the server may run it at
 * once: each export is claimed by a conditional update, and only the claim that still holds it may mark it ready.
 */
export function createExportAccountData({ db, clock, storage, mail, log }: FlowDeps) {
  /** Removes stored files and then forgets them; a removal that fails is tried again on the next run. */
  async function removeFiles(files: readonly { id: string; fileKey: string | null }[]): Promise<number> {
    const kept = files.flatMap((file) => (file.fileKey ? [{ id: file.id, fileKey: file.fileKey }] : []));
    if (kept.length === 0) return 0;
    try {
      await storage.delete(kept.map((file) => file.fileKey));
    } catch (err) {
      log?.warn({ err }, 'could not remove the files of data exports; the next run tries again');
      return 0;
    }
    await forgetDataExportFiles(db, kept.map((file) => file.id));
    return kept.length;
  }

  /** Prepares one claimed export; false when the account is gone or another process finished it first. */
  async function prepare(exportId: string, userId: string, leaseUntil: Date): Promise<boolean> {
    const now = clock.now();
    // 1. Everything the shop holds about the customer, read outside any transaction.
    const data = await readAccountData(db, userId, now);
    if (!data) return false;
    // 2. The ZIP, stored under a random key no one can guess and /files/ never serves.
    const fileKey = `${PRIVATE_KEY_PREFIX}data-exports/${randomUUID()}-${randomBytes(16).toString('hex')}.zip`;
    await storage.put(fileKey, Buffer.from(buildDataExportArchive(data)), 'application/zip');
    // 3. Ready, with the hash of a new one-time link, and its e-mail queued in the same transaction.
    const { token, tokenHash } = newEmailToken();
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_DAYS * DAY_MS);
    const marked = await db.transaction(async (tx) => {
      if (!(await markDataExportReady(tx, exportId, { leaseUntil, fileKey, tokenHash, readyAt: now, expiresAt }))) return false;
      const { email, language, displayName } = data.profile;
      await enqueueMail(
        tx,
        await dataExportReadyMail({ to: email, language, shop: await getShopContact(tx) }, {
          name: displayName,
          link: `${mail.publicUrl}/api/v1/durian/data-export/${token}`,
          expiresAt,
        }),
      );
      return true;
    });
    // 4. A process that lost the export to another leaves no file behind.
    if (!marked) await storage.delete([fileKey]);
    return marked;
  }

  /** One run: expire old links, prepare what is pending; returns the counts for the console. */
  async function exportAccountDataOnce(): Promise<{ prepared: number; expired: number; removed: number }> {
    const now = clock.now();
    // 1. Links whose 7 days are up stop working, and their files go.
    const expired = await expireDataExports(db, now);
    let removed = await removeFiles(expired);
    // 2. Files a failed removal left behind (after a download or an expiry).
    removed += await removeFiles(await listLeftoverDataExportFiles(db, BATCH));
    // 3. The pending exports this process takes, each prepared on its own.
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    let prepared = 0;
    for (const claimed of await claimPendingDataExports(db, now, leaseUntil, BATCH)) {
      if (await prepare(claimed.id, claimed.userId, leaseUntil)) prepared += 1;
    }
    if (prepared > 0) mail.kick();
    return { prepared, expired: expired.length, removed };
  }

  return { exportAccountDataOnce };
}
