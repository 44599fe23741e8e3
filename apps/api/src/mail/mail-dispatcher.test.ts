import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEmails } from '../db/schema';
import { createTestClock } from '../test-support/factories';
import { openDatabase } from '../db/client';
import { startTcpRelay } from '../test-support/tcp-relay';
import { createTestApp, usesPostgres, type TestApp } from '../test-support/test-app';
import { createMailDispatcher, MAX_MAIL_ATTEMPTS, retryDelayMs } from './mail-dispatcher';
import type { MailMessage, MailTransport } from './mail-transport';
import { enqueueMail } from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(outboxEmails);
});

const mailDir = () => path.join(t.config.dataDir, 'mail');
const queue = (subject: string, to = 'aminah@example.my') =>
  t.db.transaction((tx) => enqueueMail(tx, { to, subject, text: `Hello\n${subject}`, html: `<p>${subject}</p>` }));
const rowOf = async (subject: string) =>
  (await t.db.select().from(outboxEmails).where(eq(outboxEmails.subject, subject)))[0]!;

/** A transport that fails the first `failures` sends, then records what it sends. */
function flakyTransport(failures: number) {
  const sent: MailMessage[] = [];
  let calls = 0;
  const transport: MailTransport = {
    async send(message) {
      calls += 1;
      if (calls <= failures) throw new Error('421 Service not available');
      sent.push(message);
    },
  };
  return { transport, sent, calls: () => calls };
}

describe('the mail outbox', () => {
  it('writes a due message to DATA_DIR/mail as an .eml file with its JSON entry, and marks it sent', async () => {
    await queue('Welcome to Durio');

    await t.app.ctx.mailer.flush();

    const row = await rowOf('Welcome to Durio');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    const eml = fs.readFileSync(path.join(mailDir(), `${row.id}.eml`), 'utf8');
    expect(eml).toMatch(/^From: Durio <hello@durio\.my>$/m);
    expect(eml).toMatch(/^To: aminah@example\.my$/m);
    expect(eml).toMatch(/^Subject: Welcome to Durio$/m);
    expect(eml).toContain('text/html');
    const entry = JSON.parse(fs.readFileSync(path.join(mailDir(), `${row.id}.json`), 'utf8'));
    expect(entry).toMatchObject({
      id: row.id,
      from: 'Durio <hello@durio.my>',
      to: 'aminah@example.my',
      subject: 'Welcome to Durio',
      text: 'Hello\nWelcome to Durio',
      html: '<p>Welcome to Durio</p>',
    });
  });

  it('sends nothing that a rolled-back transaction queued', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'x@example.my', subject: 'Never', text: 'never' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    await t.app.ctx.mailer.flush();

    expect(await t.db.select().from(outboxEmails)).toEqual([]);
  });

  it('sends what kick() was asked for without being awaited', async () => {
    await queue('Kicked');

    t.app.ctx.mailer.kick();
    await t.app.ctx.mailer.flush();

    expect((await rowOf('Kicked')).status).toBe('sent');
  });

  it('keeps a message that could not be sent and retries it later, backing off', async () => {
    const clock = createTestClock();
    const flaky = flakyTransport(2);
    const mailer = createMailDispatcher({ db: t.db, clock, config: t.config, transport: flaky.transport });
    await queue('Your order');

    expect(await mailer.dispatchDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let row = await rowOf('Your order');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 Service not available' });
    expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    expect(await mailer.dispatchDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(retryDelayMs(1));
    expect(await mailer.dispatchDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    row = await rowOf('Your order');
    expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    clock.advance(retryDelayMs(2));
    expect(await mailer.dispatchDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf('Your order')).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(flaky.sent.map((m) => m.subject)).toEqual(['Your order']);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} failed attempts and marks the message failed`, async () => {
    const clock = createTestClock();
    const broken = flakyTransport(Infinity);
    const mailer = createMailDispatcher({ db: t.db, clock, config: t.config, transport: broken.transport });
    await queue('Undeliverable');

    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await mailer.dispatchDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      clock.advance(retryDelayMs(attempt));
    }
    expect(await mailer.dispatchDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });

    expect(await rowOf('Undeliverable')).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await mailer.dispatchDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(broken.calls()).toBe(MAX_MAIL_ATTEMPTS);
  });

  it('sends each message once when two dispatchers (processes) run at the same time', async () => {
    const counting = flakyTransport(0);
    const deps = { db: t.db, clock: createTestClock(), config: t.config, transport: counting.transport };
    const [a, b] = [createMailDispatcher(deps), createMailDispatcher(deps)];
    for (let i = 0; i < 5; i++) await queue(`Parallel ${i}`);

    await Promise.all([a.dispatchDue(), b.dispatchDue(), a.dispatchDue()]);

    expect(counting.sent.map((m) => m.subject).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Parallel ${i}`));
  });

  it('retries a message whose sender died mid-send once its claim runs out', async () => {
    const clock = createTestClock();
    const counting = flakyTransport(0);
    const mailer = createMailDispatcher({ db: t.db, clock, config: t.config, transport: counting.transport });
    await queue('Orphaned');
    // What a process leaves behind when it dies after claiming: one attempt counted, the claim running on.
    await t.db
      .update(outboxEmails)
      .set({ attempts: 1, nextAttemptAt: new Date(clock.now().getTime() + 5 * 60_000) })
      .where(eq(outboxEmails.subject, 'Orphaned'));

    expect((await mailer.dispatchDue()).sent).toBe(0);
    clock.advance(5 * 60_000);
    expect((await mailer.dispatchDue()).sent).toBe(1);
    expect(await rowOf('Orphaned')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stops sending once stopped', async () => {
    const counting = flakyTransport(0);
    const mailer = createMailDispatcher({ db: t.db, clock: createTestClock(), config: t.config, transport: counting.transport });
    await mailer.stop();
    await queue('After stop');

    mailer.kick();
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(counting.sent).toEqual([]);
    expect((await rowOf('After stop')).status).toBe('pending');
  });
});

describe.runIf(usesPostgres)('the mail outbox while PostgreSQL restarts (PostgreSQL)', () => {
  it('records a message the mail server took once the database is back, instead of sending it again', async () => {
    // The dispatcher reaches PostgreSQL through a relay that the send itself cuts, as a restart at that moment would.
    const url = new URL(t.databaseUrl!);
    const relay = await startTcpRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = relay.host;
    url.port = String(relay.port);
    const database = await openDatabase({ url: url.href });
    const sent: MailMessage[] = [];
    const transport: MailTransport = {
      async send(message) {
        sent.push(message);
        await relay.cut();
        setTimeout(() => void relay.restore(), 1500);
      },
    };
    const dispatcher = createMailDispatcher({ db: database.db, clock: createTestClock(new Date()), config: t.config, transport });
    try {
      await queue('Your Durio order is confirmed');
      await dispatcher.flush();
      expect(await rowOf('Your Durio order is confirmed')).toMatchObject({ status: 'sent', attempts: 1 });
      await dispatcher.flush();
      expect(sent).toHaveLength(1);
    } finally {
      await database.close();
      await relay.cut();
    }
  });
});
