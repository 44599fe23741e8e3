import type { Address, AddressBody } from '@durio/shared/schemas/addresses';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { shippingAddresses } from './addresses.schema';
import { users } from '../auth/auth.schema';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { malaysianAddressRefusal } from '@durio/shared/malaysian-postcodes';

export interface AddressesServiceDeps {
  db: Db;
}

type AddressRow = typeof shippingAddresses.$inferSelect;

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    isDefault: row.isDefault,
  };
}

const definedOnly = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;

const notFound = () => new NotFoundError('Shipping address not found');
const own = (userId: string, id: string) => and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId));

/**
 * Every change to a user's addresses takes this lock first, so two concurrent requests cannot both
 * decide they are making the first (default) address and trip the one-default index.
 */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new NotFoundError('User not found');
}

/**
 * Makes `id` the only default. The old default is cleared first: the partial unique index allows one
 * default per user at any moment, even inside a transaction.
 */
async function moveDefault(tx: Tx, userId: string, id: string): Promise<void> {
  await tx
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(
      and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true), ne(shippingAddresses.id, id)),
    );
  await tx.update(shippingAddresses).set({ isDefault: true }).where(own(userId, id));
}

/** The newest of the user's addresses other than `exceptId`, or undefined. */
async function newestOther(tx: Tx, userId: string, exceptId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: shippingAddresses.id })
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.userId, userId), ne(shippingAddresses.id, exceptId)))
    .orderBy(desc(shippingAddresses.createdAt), desc(shippingAddresses.id))
    .limit(1);
  return row?.id;
}

async function findOwn(db: Db | Tx, userId: string, id: string): Promise<AddressRow> {
  const [row] = await db.select().from(shippingAddresses).where(own(userId, id));
  if (!row) throw notFound();
  return row;
}

/** A user with any address has exactly one default (docs/product/accounts-and-tokens.md, checkout's preselection). */
export function createAddressesService({ db }: AddressesServiceDeps) {
  /** Default first, then newest. */
  async function listAddresses(userId: string): Promise<Address[]> {
    const rows = await db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId))
      .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.createdAt), desc(shippingAddresses.id));
    return rows.map(toAddress);
  }

  async function getAddress(userId: string, id: string): Promise<Address> {
    return toAddress(await findOwn(db, userId, id));
  }

  /** The first address becomes the default whatever `isDefault` says; `isDefault: true` moves it. */
  async function createAddress(userId: string, body: AddressBody): Promise<Address> {
    const { isDefault, ...fields } = body;
    const id = await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [current] = await tx
        .select({ id: shippingAddresses.id })
        .from(shippingAddresses)
        .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)));
      const [row] = await tx
        .insert(shippingAddresses)
        .values({ ...fields, userId, isDefault: false })
        .returning({ id: shippingAddresses.id });
      if (!current || isDefault) await moveDefault(tx, userId, row!.id);
      return row!.id;
    });
    return getAddress(userId, id);
  }

  /**
   * Changes only the fields given. `isDefault: true` moves the default here; `isDefault: false` on the
   * default hands it to the newest other address (an only address stays the default).
   */
  async function updateAddress(userId: string, id: string, patch: Partial<AddressBody>): Promise<Address> {
    const { isDefault, ...fields } = patch;
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const row = await findOwn(tx, userId, id);
      // The fields given are checked with the ones they join (docs/product/delivery.md).
      const refusal = malaysianAddressRefusal({ ...row, ...definedOnly(fields) });
      if (refusal) throw new BadRequestError(refusal);
      const changes: Partial<typeof shippingAddresses.$inferInsert> = definedOnly(fields);
      if (Object.keys(changes).length > 0) await tx.update(shippingAddresses).set(changes).where(own(userId, id));
      if (isDefault === true && !row.isDefault) await moveDefault(tx, userId, id);
      if (isDefault === false && row.isDefault) {
        const next = await newestOther(tx, userId, id);
        if (next) await moveDefault(tx, userId, next);
      }
    });
    return getAddress(userId, id);
  }

  /** Deleting the default makes the newest remaining address the default. */
  async function deleteAddress(userId: string, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [deleted] = await tx
        .delete(shippingAddresses)
        .where(own(userId, id))
        .returning({ isDefault: shippingAddresses.isDefault });
      if (!deleted) throw notFound();
      if (!deleted.isDefault) return;
      const next = await newestOther(tx, userId, id);
      if (next) await moveDefault(tx, userId, next);
    });
  }

  async function setDefaultAddress(userId: string, id: string): Promise<Address> {
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await findOwn(tx, userId, id);
      await moveDefault(tx, userId, id);
    });
    return getAddress(userId, id);
  }

  return { listAddresses, getAddress, createAddress, updateAddress, deleteAddress, setDefaultAddress };
}
