import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../../db/schema';
import { createTestClock } from '../../test-support/factories';
import { startSmtpServer } from '../../test-support/smtp-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The decoded text/plain part of a raw MIME message. */
function textPartOf(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p));
  if (!part) throw new Error('no text/plain part');
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split);
  const body = part.slice(split).trim();
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();

describe('mail through a real SMTP server (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  const PUBLIC_URL = 'https://durio.example';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { RATE_LIMIT: 'off', SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload });
  /** The newest message to `to` with `subject`, once the outbox has been sent. */
  async function receive(to: string, subject: string) {
    await t.app.ctx.mailer.flush();
    const message = smtp.received.filter((m) => m.to.includes(to) && headerOf(m.raw, 'Subject') === subject).at(-1);
    if (!message) throw new Error(`no "${subject}" message for ${to}`);
    return { ...message, text: textPartOf(message.raw) };
  }
  const path = (link: string) => link.slice(PUBLIC_URL.length);

  it('delivers the verification e-mail, whose link verifies the address', async () => {
    const email = 'smtp-verify@example.my';
    const registered = await post('register', { email, password: 'durian-season', displayName: 'Siti' });
    expect(registered.statusCode).toBe(201);

    const mail = await receive(email, 'Confirm your e-mail address for Durio');

    expect(headerOf(mail.raw, 'From')).toBe('Durio <hello@durio.my>');
    expect(mail.from).toBe('hello@durio.my');
    // Named after its outbox row, so a second sending of it after a crash is known as the same message.
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(headerOf(mail.raw, 'Message-ID')).toBe(`<${row!.id}@durio.my>`);
    expect(mail.text).toContain('Hi Siti,');
    const link = linksIn(mail.text).find((l) => l.startsWith(`${PUBLIC_URL}/api/v1/auth/verify-email?token=`))!;
    expect(link).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: path(link) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?emailVerified=1');
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('delivers the reset e-mail, whose link sets a new password, and then the notice', async () => {
    const email = 'smtp-reset@example.my';
    await post('register', { email, password: 'old-durian-pass', displayName: 'Ravi' });
    expect((await post('forgot-password', { email })).statusCode).toBe(200);

    const mail = await receive(email, 'Reset your Durio password');
    const link = linksIn(mail.text).find((l) => l.startsWith(`${PUBLIC_URL}/reset-password?token=`))!;
    const token = new URL(link).searchParams.get('token')!;
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password?token=${token}` })).statusCode).toBe(200);

    expect((await post('reset-password', { token, password: 'new-durian-pass' })).statusCode).toBe(200);

    expect((await post('login', { email, password: 'new-durian-pass' })).statusCode).toBe(200);
    expect((await post('login', { email, password: 'old-durian-pass' })).statusCode).toBe(401);
    const notice = await receive(email, 'Your Durio password was changed');
    expect(notice.text).toContain('Hi Ravi,');
    expect((await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).map((r) => r.status)).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
  });

  it('has no dev mailbox when SMTP_URL is set', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      expect(t.app.hasRoute({ method: 'GET', url })).toBe(false);
      // Without the route the path is the web app's (or a 404 when it is not built), never the mailbox.
      expect((await t.app.inject({ method: 'GET', url })).body).not.toContain('Dev mailbox');
    }
  });
});

describe('an SMTP outage', () => {
  it('keeps the account change and the mail, and sends the mail once the server is back', async () => {
    // A port that nothing listens on yet.
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    const clock = createTestClock();
    const t = await createTestApp({ clock, env: { RATE_LIMIT: 'off', SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` } });
    const email = 'smtp-outage@example.my';
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email, password: 'durian-season', displayName: 'Mei' },
      });
      expect(res.statusCode).toBe(201);
      await t.app.ctx.mailer.flush();
      const [waiting] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting!.lastError).toMatch(/ECONNREFUSED/);

      const smtp = await startSmtpServer(port);
      try {
        clock.advance(60_000);
        await t.app.ctx.mailer.flush();
        expect(smtp.received.map((m) => m.to)).toEqual([[email]]);
        const [sent] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
        expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      } finally {
        await smtp.close();
      }
    } finally {
      await t.close();
    }
  });
});
