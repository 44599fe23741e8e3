import { createHash, randomBytes } from 'node:crypto';
import { defaultLanguage, localizePath, type Language } from '@durio/shared/languages';
import type { StaffInvitation, StaffInvitationPreview, StaffListReply } from '@durio/shared/schemas/staff';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { recordAdminChange } from '../../audit/admin-changes';
import type { AccessClaims } from '../../lib/access-token';
import type { Clock } from '../../lib/clock';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { SigningKeys } from '../../lib/signing-keys';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import { enqueueMail } from '../../mail/outbox';
import { staffInvitationMail } from '../../mail/emails/staff-invitation';
import {
  createStaffAccount,
  findAccount,
  findAccountByEmail,
  findDisplayName,
  listConsoleAccounts,
  setAccountRole,
  startAccountSession,
} from '../auth/public';
import { getShopContact } from '../settings/public';
import { staffInvitations } from './staff.schema';

/** An invitation's link works for a week (docs/product/staff.md). */
export const STAFF_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVITATION_GONE = 'This invitation has expired or has already been used. Ask the shop owner for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type InvitationRow = typeof staffInvitations.$inferSelect;

/** What the history keeps of an invitation: never its token's hash. */
const invitationShown = (row: InvitationRow) => ({ email: row.email, expiresAt: row.expiresAt, language: row.language });

export interface StaffServiceDeps {
  db: Db;
  clock: Clock;
  keys: SigningKeys;
  mailer: Pick<MailDispatcher, 'kick'>;
  config: Pick<Config, 'publicUrl'>;
}

export function createStaffService({ db, clock, keys, mailer, config }: StaffServiceDeps) {
  const invitationLink = (language: Language, token: string) =>
    `${config.publicUrl}${localizePath(language, `/staff-invitation?token=${encodeURIComponent(token)}`)}`;

  /** `GET /admin/staff`: the ADMIN and STAFF accounts, and the invitations still open. */
  async function list(): Promise<StaffListReply> {
    const now = clock.now();
    const [members, open] = await Promise.all([
      listConsoleAccounts(db),
      db
        .select()
        .from(staffInvitations)
        .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
        .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id)),
    ]);
    const inviterIds = [...new Set(open.map((row) => row.invitedBy).filter((id): id is string => id !== null))];
    const inviters = new Map(await Promise.all(inviterIds.map(async (id) => [id, (await findDisplayName(db, id)) ?? null] as const)));
    return {
      members: members.map((member) => ({
        id: member.id,
        email: member.email,
        displayName: member.displayName,
        role: member.role === 'ADMIN' ? 'ADMIN' : 'STAFF',
        createdAt: member.createdAt.toISOString(),
      })),
      invitations: open.map((row) => toInvitation(row, row.invitedBy ? (inviters.get(row.invitedBy) ?? null) : null)),
    };
  }

  function toInvitation(row: InvitationRow, invitedBy: string | null): StaffInvitation {
    return { id: row.id, email: row.email, invitedBy, expiresAt: row.expiresAt.toISOString(), createdAt: row.createdAt.toISOString() };
  }

  /**
   * `POST /admin/staff/invitations`: stores the invitation (replacing the e-mail's open one, whose link then
   * stops working) and queues its e-mail in the inviter's console language.
   */
  async function invite(actorId: string, input: { email: string; language?: Language | undefined }): Promise<StaffInvitation> {
    const language = input.language ?? defaultLanguage;
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + STAFF_INVITATION_TTL_MS);
    const existing = await findAccountByEmail(db, input.email);
    if (existing && existing.role !== 'CUSTOMER') throw new ConflictError('This account already works in the console');
    const inviter = (await findDisplayName(db, actorId)) ?? 'Admin';
    const row = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(staffInvitations)
        .where(and(eq(staffInvitations.email, input.email), isNull(staffInvitations.acceptedAt)))
        .for('update');
      // One open invitation per e-mail: the unique index on open invitations decides between two at once.
      const [after] = await tx
        .insert(staffInvitations)
        .values({ email: input.email, tokenHash: hashToken(token), invitedBy: actorId, language, expiresAt, createdAt: now })
        .onConflictDoUpdate({
          target: staffInvitations.email,
          targetWhere: isNull(staffInvitations.acceptedAt),
          set: { tokenHash: hashToken(token), invitedBy: actorId, language, expiresAt, createdAt: now },
        })
        .returning();
      await recordAdminChange(tx, {
        actorId,
        entity: 'staff invitation',
        entityId: after!.id,
        action: before ? 'sent again' : 'created',
        before: before ? invitationShown(before) : null,
        after: invitationShown(after!),
      });
      const shop = await getShopContact(tx);
      await enqueueMail(
        tx,
        await staffInvitationMail({ to: input.email, language, shop }, { inviter, shopName: shop.legalName, link: invitationLink(language, token) }),
      );
      return after!;
    });
    mailer.kick();
    return toInvitation(row, inviter);
  }

  /** `DELETE /admin/staff/invitations/{id}`: its link stops working. */
  async function withdraw(actorId: string, invitationId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(staffInvitations)
        .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.acceptedAt)))
        .returning();
      if (!removed) throw new NotFoundError(INVITATION_NOT_FOUND);
      await recordAdminChange(tx, {
        actorId,
        entity: 'staff invitation',
        entityId: removed.id,
        action: 'withdrawn',
        before: invitationShown(removed),
        after: null,
      });
    });
  }

  /** `DELETE /admin/staff/{userId}`: a STAFF account becomes a CUSTOMER again and is signed out; never an ADMIN. */
  async function remove(actorId: string, userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const account = await findAccount(tx, userId);
      if (!account || account.role === 'CUSTOMER') throw new NotFoundError('Staff member not found');
      if (account.role === 'ADMIN') throw new ForbiddenError('Forbidden - An admin cannot be removed from the staff');
      await setAccountRole(tx, userId, 'CUSTOMER', clock.now());
      await recordAdminChange(tx, {
        actorId,
        entity: 'staff member',
        entityId: userId,
        action: 'removed from staff',
        before: { email: account.email, displayName: account.displayName, role: account.role },
        after: { email: account.email, displayName: account.displayName, role: 'CUSTOMER' },
      });
    });
  }

  /** The invitation a link's token names, if it can still be accepted; 404 or 410 otherwise. */
  function usable(row: InvitationRow | undefined): InvitationRow {
    if (!row) throw new NotFoundError(INVITATION_NOT_FOUND);
    if (row.acceptedAt || row.expiresAt.getTime() <= clock.now().getTime()) throw new AppError(410, INVITATION_GONE);
    return row;
  }

  async function findByToken(token: string): Promise<InvitationRow | undefined> {
    const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, hashToken(token)));
    return row;
  }

  /** `GET /staff-invitations/{token}`: what the invitation page shows. */
  async function preview(token: string): Promise<StaffInvitationPreview> {
    const row = usable(await findByToken(token));
    const [account, shop] = await Promise.all([findAccountByEmail(db, row.email), getShopContact(db)]);
    return { email: row.email, shopName: shop.legalName, accountExists: account !== undefined, expiresAt: row.expiresAt.toISOString() };
  }

  /**
   * `POST /staff-invitations/{token}/accept`: a new STAFF account with the name and password given, or, when an
   * account with the invited e-mail exists, that account (signed in: the Bearer token must be its own) becomes
   * STAFF; an ADMIN stays ADMIN. The link is spent, and the reply signs the account in as registering does.
   */
  async function accept(
    token: string,
    claims: AccessClaims | undefined,
    body: { displayName?: string | undefined; password?: string | undefined },
  ) {
    const found = usable(await findByToken(token));
    const existing = await findAccountByEmail(db, found.email);
    if (existing && !claims) throw new UnauthorizedError('Sign in to the account with the invited e-mail to accept');
    if (existing && claims?.userId !== existing.id) throw new ForbiddenError('This invitation is for another e-mail address');
    if (!existing && (!body.displayName || !body.password)) throw new BadRequestError('Choose your name and a password');
    // Hashed before the transaction: argon2 is slow on purpose and must not hold the invitation's lock.
    const passwordHash = existing ? undefined : await hashPassword(body.password!);
    const now = clock.now();
    const account = await db.transaction(async (tx) => {
      // Spent under a conditional update, so two accepts of one link make one account.
      const [spent] = await tx
        .update(staffInvitations)
        .set({ acceptedAt: now })
        .where(and(eq(staffInvitations.id, found.id), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
        .returning();
      if (!spent) throw new AppError(410, INVITATION_GONE);
      let userId: string;
      let before: { role: string } | null = null;
      let role: 'ADMIN' | 'STAFF' = 'STAFF';
      if (existing) {
        const locked = await findAccount(tx, existing.id);
        if (!locked) throw new AppError(410, INVITATION_GONE);
        userId = locked.id;
        before = { role: locked.role };
        if (locked.role === 'ADMIN') role = 'ADMIN';
        else await setAccountRole(tx, userId, 'STAFF', now);
      } else {
        const created = await createStaffAccount(tx, {
          email: spent.email,
          displayName: body.displayName!,
          passwordHash: passwordHash!,
          language: spent.language,
          now,
        });
        if (!created) throw new ConflictError('An account with this email already exists. Sign in to it to accept the invitation.');
        userId = created;
      }
      await tx.update(staffInvitations).set({ acceptedBy: userId }).where(eq(staffInvitations.id, spent.id));
      await recordAdminChange(tx, {
        actorId: userId,
        entity: 'staff member',
        entityId: userId,
        action: 'joined the staff',
        before,
        after: { email: spent.email, role },
      });
      return { userId, role };
    });
    return startAccountSession({ db, keys, now }, account.userId, account.role);
  }

  return { list, invite, withdraw, remove, preview, accept };
}
