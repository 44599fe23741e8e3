import os from 'node:os';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundJob } from '@durio/shared/schemas/background-jobs';
import { startBackgroundJobs } from '../../background-jobs';
import { backgroundJobRuns } from '../../db/schema';
import { createTestClock, createTestProduct, createTestUser, placeTestOrder, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { didWork, recordJobRun } from './job-runs';

const clock = createTestClock();
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const listJobs = async (user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/v1/durian/admin/jobs', headers: user?.headers ?? {} });
const jobsByKey = async () => new Map((await listJobs()).json<{ items: BackgroundJob[] }>().items.map((job) => [job.key, job]));
const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, second));

describe('background jobs, as the console sees them', () => {
  it("records every job's run on this copy with what it did, and keeps the runs that did something", async () => {
    const customer = await createTestUser(t);
    const order = await placeTestOrder(t, customer, [{ product: await createTestProduct(t.db, { stock: 5 }), quantity: 1 }]);
    clock.advance(31 * 60_000); // past its time to pay

    const stop = startBackgroundJobs(t.app.ctx, t.app.log);
    await stop();

    const jobs = await jobsByKey();
    expect([...jobs.keys()].sort()).toEqual(
      ['account-erasure', 'credit-expiry', 'data-exports', 'low-stock-digest', 'mail-outbox', 'order-expiry', 'payment-reconciliation', 'preorder-window-ends', 'sandbox-webhooks', 'stock-alerts', 'unfinished-uploads'],
    );
    const expiry = jobs.get('order-expiry')!;
    expect(expiry).toMatchObject({ lastCopy: `${os.hostname()}:${process.pid}`, lastOutcome: { expired: 1, paid: 0 }, runs: 1, failures: 0 });
    expect(expiry.lastWorkedAt).not.toBeNull();
    expect(expiry.recentRuns).toEqual([expect.objectContaining({ outcome: { expired: 1, paid: 0 }, error: null })]);
    // Nothing was due for erasure: counted, not kept.
    expect(jobs.get('account-erasure')).toMatchObject({ lastOutcome: 0, lastWorkedAt: null, recentRuns: [] });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/durian/orders/${order.id}`, headers: customer.headers })).json().status).toBe(
      'CANCELLED',
    );
  });

  it('shows what failed, and when the job last worked before that', async () => {
    const copy = 'other-host:42';
    await recordJobRun(t.db, { job: 'payment-reconciliation', copy, startedAt: at(0), finishedAt: at(1), outcome: { checked: 2, settled: 1, refunded: 0 } });
    await recordJobRun(t.db, { job: 'payment-reconciliation', copy, startedAt: at(10), finishedAt: at(11), error: 'gateway timed out' });

    const job = (await jobsByKey()).get('payment-reconciliation')!;
    expect(job).toMatchObject({
      lastCopy: copy,
      lastOutcome: null,
      lastError: 'gateway timed out',
      lastFailedAt: at(11).toISOString(),
      lastWorkedAt: at(1).toISOString(),
      failures: 1,
    });
    expect(job.recentRuns.map((run) => run.error)).toEqual(['gateway timed out', null]);
  });

  it('keeps the latest hundred runs of a job and shows the latest ten', async () => {
    for (let i = 0; i < 105; i += 1) {
      await recordJobRun(t.db, { job: 'mail-outbox', copy: 'a:1', startedAt: at(i), finishedAt: at(i), outcome: { sent: i + 1 } });
    }
    const [kept] = await t.db.select({ n: count() }).from(backgroundJobRuns).where(eq(backgroundJobRuns.job, 'mail-outbox'));
    expect(kept!.n).toBe(100);
    const job = (await jobsByKey()).get('mail-outbox')!;
    expect(job.recentRuns.map((run) => run.outcome)).toEqual(Array.from({ length: 10 }, (_, i) => ({ sent: 105 - i })));
  });

  it('is for admins only', async () => {
    expect((await listJobs(await createTestUser(t))).statusCode).toBe(403);
    expect((await listJobs(null)).statusCode).toBe(401);
  });
});

describe('didWork', () => {
  it('is true when a report holds any positive count', () => {
    expect(didWork(0)).toBe(false);
    expect(didWork(3)).toBe(true);
    expect(didWork({ sent: 0, retrying: 0 })).toBe(false);
    expect(didWork({ sent: 0, retrying: 1 })).toBe(true);
    expect(didWork(undefined)).toBe(false);
  });
});
