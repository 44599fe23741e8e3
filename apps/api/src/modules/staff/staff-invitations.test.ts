import { createHash } from 'node:crypto';
import type { StaffListReply } from '@durio/shared/schemas/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminChanges, refreshTokens, staffInvitations, users } from '../../db/schema';
import { createTestClock, createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/* Invitations to work in the console (docs/product/staff.md): from the owner's e-mail to a STAFF account and back. */

const clock = createTestClock();
let t: TestApp;
let admin: TestUser;
const DAY = 24 * 60 * 60 * 1000;
const LINK = 'https://shop.durio.test/staff-invitation?token=';
const GONE = {
  statusCode: 410,
  error: 'Gone',
  message: 'This invitation has expired or has already been used. Ask the shop owner for a new one.',
};
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Invitation not found' };

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT: 'off', PUBLIC_URL: 'https://shop.durio.test' } });
  admin = await createTestUser(t, { role: 'ADMIN', displayName: 'Aminah (owner)' });
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const newEmail = () => `staff-${Date.now().toString(36)}-${++seq}@example.my`;
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, opts: { headers?: Record<string, string>; payload?: object } = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, ...opts });

interface DevMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Invites `email` as the admin and answers the token from the e-mail's link. */
async function invite(email: string, language?: string): Promise<string> {
  const res = await api('POST', '/admin/staff/invitations', { headers: admin.headers, payload: { email, ...(language && { language }) } });
  expect(res.statusCode).toBe(201);
  await t.app.ctx.mailer.flush();
  const mails = (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json<DevMail[]>().filter((m) => m.to === email.toLowerCase());
  const prefix = language && language !== 'en' ? LINK.replace('.test/', `.test/${language}/`) : LINK;
  const link = mails[0]?.links.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`no invitation link for ${email}`);
  return decodeURIComponent(link.slice(prefix.length));
}

const accept = (token: string, payload: object = {}, headers: Record<string, string> = {}) =>
  api('POST', `/staff-invitations/${encodeURIComponent(token)}/accept`, { payload, headers });
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

describe('staff invitations', () => {
  it('invites a new person, who creates a STAFF account and is signed in to the console', async () => {
    const email = newEmail();
    const token = await invite(email.toUpperCase().replace('@', ' @').trim().replace(' @', '@'));
    // Only the hash is stored.
    const [row] = await t.db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * DAY);

    const preview = await api('GET', `/staff-invitations/${encodeURIComponent(token)}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ email, accountExists: false });

    expect((await accept(token, { displayName: 'Farid' })).json().message).toBe('Choose your name and a password');
    expect((await accept(token, { displayName: 'Farid', password: 'short' })).statusCode).toBe(400);
    const accepted = await accept(token, { displayName: 'Farid', password: 'packing-durians-1' });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json<{ user_id: string; access_token: string; refresh_token: string }>();
    const [user] = await t.db.select().from(users).where(eq(users.id, session.user_id));
    expect(user).toMatchObject({ email, role: 'STAFF', displayName: 'Farid' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.emailVerifiedAt).not.toBeNull();
    // Signed in as staff: the console's orders open, its products do not.
    expect((await api('GET', '/durian/orders/admin/all', { headers: bearer(session.access_token) })).statusCode).toBe(200);
    expect((await api('GET', '/durian/products/admin', { headers: bearer(session.access_token) })).json().message).toBe('Forbidden - Admin only');
    // And with the password chosen.
    expect((await api('POST', '/auth/login', { payload: { email, password: 'packing-durians-1' } })).statusCode).toBe(200);

    // The link is spent: it opens and accepts nothing more.
    expect((await api('GET', `/staff-invitations/${encodeURIComponent(token)}`)).json()).toEqual(GONE);
    expect((await accept(token, { displayName: 'Someone', password: 'another-password' })).json()).toEqual(GONE);
    const [joined] = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, session.user_id));
    expect(joined).toMatchObject({ actorId: session.user_id, action: 'joined the staff' });
  });

  it('makes an existing account STAFF once its owner signs in and accepts; someone else cannot', async () => {
    const customer = await createTestUser(t, { email: newEmail(), displayName: 'Mei Ling' });
    const stranger = await createTestUser(t);
    const token = await invite(customer.email, 'zh');
    expect((await api('GET', `/staff-invitations/${encodeURIComponent(token)}`)).json()).toMatchObject({ accountExists: true });
    // Without signing in, no new account and no change.
    const anonymous = await accept(token, { displayName: 'Mei Ling', password: 'a-new-password' });
    expect(anonymous.statusCode).toBe(401);
    expect((await accept(token, {}, stranger.headers)).json()).toMatchObject({ statusCode: 403, message: 'This invitation is for another e-mail address' });
    expect((await t.db.select({ role: users.role }).from(users).where(eq(users.id, customer.id)))[0]!.role).toBe('CUSTOMER');

    const accepted = await accept(token, {}, customer.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ user_id: string }>().user_id).toBe(customer.id);
    expect((await t.db.select({ role: users.role }).from(users).where(eq(users.id, customer.id)))[0]!.role).toBe('STAFF');
  });

  it('keeps an ADMIN an ADMIN when the owner invites their own address', async () => {
    const other = await createTestUser(t, { role: 'ADMIN', email: newEmail() });
    const res = await api('POST', '/admin/staff/invitations', { headers: admin.headers, payload: { email: other.email } });
    expect(res.json()).toMatchObject({ statusCode: 409, message: 'This account already works in the console' });
    // An invitation sent before the account became an admin still leaves it one.
    const email = newEmail();
    const token = await invite(email);
    const owner = await createTestUser(t, { role: 'ADMIN', email });
    expect((await accept(token, {}, owner.headers)).statusCode).toBe(200);
    expect((await t.db.select({ role: users.role }).from(users).where(eq(users.id, owner.id)))[0]!.role).toBe('ADMIN');
  });

  it('refuses an expired, unknown, replaced or withdrawn link and changes nothing', async () => {
    const email = newEmail();
    const first = await invite(email);
    const second = await invite(email);
    // Inviting again replaced the open invitation: one row, the first link dead.
    expect(await t.db.select().from(staffInvitations).where(eq(staffInvitations.email, email))).toHaveLength(1);
    expect((await api('GET', `/staff-invitations/${encodeURIComponent(first)}`)).json()).toEqual(NOT_FOUND);
    expect((await accept('no-such-token', { displayName: 'X', password: 'long-enough-1' })).json()).toEqual(NOT_FOUND);

    clock.advance(7 * DAY + 1000);
    expect((await api('GET', `/staff-invitations/${encodeURIComponent(second)}`)).json()).toEqual(GONE);
    expect((await accept(second, { displayName: 'Late', password: 'long-enough-1' })).json()).toEqual(GONE);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // An expired invitation is no longer listed as open.
    const listed = (await api('GET', '/admin/staff', { headers: admin.headers })).json<StaffListReply>();
    expect(listed.invitations.map((i) => i.email)).not.toContain(email);

    const third = await invite(email);
    const open = (await api('GET', '/admin/staff', { headers: admin.headers })).json<StaffListReply>();
    const invitation = open.invitations.find((i) => i.email === email);
    expect(invitation).toMatchObject({ invitedBy: 'Aminah (owner)' });
    const withdrawn = await api('DELETE', `/admin/staff/invitations/${invitation!.id}`, { headers: admin.headers });
    expect(withdrawn.statusCode).toBe(204);
    expect((await api('DELETE', `/admin/staff/invitations/${invitation!.id}`, { headers: admin.headers })).json()).toEqual(NOT_FOUND);
    expect((await accept(third, { displayName: 'Withdrawn', password: 'long-enough-1' })).json()).toEqual(NOT_FOUND);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const history = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, invitation!.id));
    expect(history.map((c) => c.action).sort()).toEqual(['created', 'sent again', 'sent again', 'withdrawn']);
  });

  it('turns a STAFF account back into a customer and signs it out; an admin cannot be removed this way', async () => {
    const email = newEmail();
    const token = await invite(email);
    const session = (await accept(token, { displayName: 'Kumar', password: 'packing-durians-2' })).json<{
      user_id: string;
      refresh_token: string;
    }>();
    const listed = (await api('GET', '/admin/staff', { headers: admin.headers })).json<StaffListReply>();
    expect(listed.members).toEqual(expect.arrayContaining([expect.objectContaining({ id: session.user_id, role: 'STAFF', displayName: 'Kumar' })]));
    expect(listed.members).toEqual(expect.arrayContaining([expect.objectContaining({ id: admin.id, role: 'ADMIN' })]));

    const removed = await api('DELETE', `/admin/staff/${session.user_id}`, { headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    expect((await t.db.select({ role: users.role }).from(users).where(eq(users.id, session.user_id)))[0]!.role).toBe('CUSTOMER');
    const tokens = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user_id));
    expect(tokens.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await api('POST', '/auth/refresh-token', { headers: bearer(session.refresh_token) })).statusCode).toBe(401);
    // Signing in again gives a customer's token, which the console refuses.
    const login = (await api('POST', '/auth/login', { payload: { email, password: 'packing-durians-2' } })).json<{ access_token: string }>();
    expect((await api('GET', '/durian/orders/admin/all', { headers: bearer(login.access_token) })).json().message).toBe('Forbidden - Admin only');
    const [change] = await t.db.select().from(adminChanges).where(eq(adminChanges.action, 'removed from staff'));
    expect(change).toMatchObject({ actorId: admin.id, entityId: session.user_id });

    // A customer is no staff member to remove; an admin stays.
    expect((await api('DELETE', `/admin/staff/${session.user_id}`, { headers: admin.headers })).statusCode).toBe(404);
    const other = await createTestUser(t, { role: 'ADMIN' });
    expect((await api('DELETE', `/admin/staff/${other.id}`, { headers: admin.headers })).statusCode).toBe(403);
    expect((await t.db.select({ role: users.role }).from(users).where(eq(users.id, other.id)))[0]!.role).toBe('ADMIN');
  });

  it('writes the e-mail in the console language of the inviter', async () => {
    const email = newEmail();
    await invite(email, 'ms');
    await t.app.ctx.mailer.flush();
    const mails = (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json<DevMail[]>().filter((m) => m.to === email);
    expect(mails[0]!.subject).toContain('Anda dijemput');
    expect(mails[0]!.text).toContain('Aminah (owner)');
  });
});
