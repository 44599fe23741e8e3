import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../mail/outbox';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
interface DevMail {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string | null;
  links: string[];
}

async function send(subject: string, text: string, html: string | null = `<p>${subject}</p>`) {
  await t.db.transaction((tx) => enqueueMail(tx, { to: 'mei@example.my', subject, text, html }));
  await t.app.ctx.mailer.flush();
  const mail = (await get('/dev/mail.json')).json<DevMail[]>().find((m) => m.subject === subject);
  if (!mail) throw new Error(`${subject} not in the mailbox`);
  return mail;
}

describe('the dev mailbox', () => {
  it('lists the written mail newest first, with its links, as JSON', async () => {
    await send('First', 'Open https://durio.test/a?token=1 now');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send('Second', 'No link here');

    const res = await get('/dev/mail.json');

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const mails = res.json<DevMail[]>();
    expect(mails.map((m) => m.subject).slice(0, 2)).toEqual(['Second', 'First']);
    expect(mails[1]).toMatchObject({ to: 'mei@example.my', links: ['https://durio.test/a?token=1'] });
    expect(mails[1]!.date).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('shows the mailbox as an accessible page that escapes what mail contains', async () => {
    const mail = await send('<script>alert(1)</script> Your order', 'Hello');

    const res = await get('/dev/mail');

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<h1>Dev mailbox</h1>');
    expect(res.body).toContain('<th scope="col">Subject</th>');
    expect(res.body).toContain(`<a href="/dev/mail/${mail.id}">&lt;script&gt;alert(1)&lt;/script&gt; Your order</a>`);
    expect(res.body).not.toContain('<script>');
  });

  it('shows one message with its links clickable and its HTML version in a sandboxed frame', async () => {
    const mail = await send('Reset', 'Choose a new one:\n\nhttps://durio.test/reset-password?token=abc&x=<1>\n\nBye');

    const page = await get(`/dev/mail/${mail.id}`);

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Reset</h1>');
    expect(page.body).toContain(
      '<a href="https://durio.test/reset-password?token=abc&amp;x=">https://durio.test/reset-password?token=abc&amp;x=</a>&lt;1&gt;',
    );
    expect(page.body).toMatch(new RegExp(`<iframe title="HTML version of the message" src="/dev/mail/${mail.id}/html" sandbox=`));
    const html = await get(`/dev/mail/${mail.id}/html`);
    expect(html.body).toBe('<p>Reset</p>');
    const raw = await get(`/dev/mail/${mail.id}/raw`);
    expect(raw.headers['content-type']).toContain('message/rfc822');
    expect(raw.body).toMatch(/^Subject: Reset$/m);
  });

  it('answers 404 for an unknown or malformed message id', async () => {
    const text = await send('Text only', 'Plain', null);
    for (const url of [
      '/dev/mail/00000000-0000-4000-8000-000000000000',
      '/dev/mail/..%2F..%2Fkeys%2Fjwt-private.jwk',
      `/dev/mail/${text.id}/html`,
      '/dev/mail/nope/raw',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Message not found' });
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect(production.app.hasRoute({ method: 'GET', url: '/dev/mail' })).toBe(false);
      expect(production.app.hasRoute({ method: 'GET', url: '/dev/mail.json' })).toBe(false);
    } finally {
      await production.close();
    }
  });
});
