import type { UserProfile } from '@durio/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';

export interface ProfileServiceDeps {
  db: Db;
  clock: Clock;
}

type UserRow = typeof users.$inferSelect;

function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    phone: user.phone,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function createProfileService({ db, clock }: ProfileServiceDeps) {
  async function getProfile(userId: string): Promise<UserProfile> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new NotFoundError('User not found');
    return toProfile(user);
  }

  /**
   * Writes the display name and phone only: the fields are picked one by one so that nothing else a
   * client sends (role, email…) can ever reach the row.
   */
  async function updateProfile(
    userId: string,
    input: { displayName?: string; phone?: string | null },
  ): Promise<UserProfile> {
    const changes: Partial<Pick<UserRow, 'displayName' | 'phone' | 'updatedAt'>> = { updatedAt: clock.now() };
    if (input.displayName !== undefined) changes.displayName = input.displayName;
    if (input.phone !== undefined) changes.phone = input.phone || null;
    const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (!user) throw new NotFoundError('User not found');
    return toProfile(user);
  }

  return { getProfile, updateProfile };
}
