import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Category } from '@durio/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { recordAdminChange } from '../../audit/admin-changes';
import { categories, productCategories, products } from './catalogue.schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/postgres-errors';

interface CategoryBody {
  name?: string;
  description?: string | null;
}

const columns = { id: categories.id, name: categories.name, description: categories.description };


export function createCategoriesService({ db }: { db: Db }) {
  /** Names are unique regardless of case: 'Premium' and 'premium' would be one shelf twice. */
  async function assertNameFree(name: string, exceptId?: string): Promise<void> {
    const sameName = sql`lower(${categories.name}) = lower(${name})`;
    const [clash] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(exceptId ? and(sameName, ne(categories.id, exceptId)) : sameName);
    if (clash) throw new ConflictError('Category already exists');
  }

  async function rethrowDuplicate<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (err) {
      // Two admins creating the same name at once: the unique index decides.
      if (postgresErrorCode(err) === UNIQUE_VIOLATION) throw new ConflictError('Category already exists');
      throw err;
    }
  }

  async function getCategory(id: string): Promise<Category> {
    const [category] = await db.select(columns).from(categories).where(eq(categories.id, id));
    if (!category) throw new NotFoundError('Category not found');
    return category;
  }

  return {
    getCategory,

    listCategories(): Promise<Category[]> {
      return db.select(columns).from(categories).orderBy(asc(sql`lower(${categories.name})`));
    },

    async createCategory(adminId: string, body: { name: string; description?: string | null }): Promise<Category> {
      await assertNameFree(body.name);
      return rethrowDuplicate(
        db.transaction(async (tx) => {
          const [category] = await tx
            .insert(categories)
            .values({ name: body.name, description: body.description ?? null })
            .returning(columns);
          await recordAdminChange(tx, { actorId: adminId, entity: 'category', entityId: category!.id, action: 'created', before: null, after: category! });
          return category!;
        }),
      );
    },

    async updateCategory(adminId: string, id: string, body: CategoryBody): Promise<Category> {
      const before = await getCategory(id);
      if (body.name !== undefined) await assertNameFree(body.name, id);
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length === 0) return before;
      return rethrowDuplicate(
        db.transaction(async (tx) => {
          const [category] = await tx.update(categories).set(changes).where(eq(categories.id, id)).returning(columns);
          if (!category) throw new NotFoundError('Category not found');
          await recordAdminChange(tx, { actorId: adminId, entity: 'category', entityId: id, action: 'updated', before, after: category });
          return category;
        }),
      );
    },

    /** Refused while products of the catalogue use it: the admin moves them first, so none loses its category unseen. */
    async deleteCategory(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [used] = await tx
          .select({ n: count() })
          .from(productCategories)
          .innerJoin(products, eq(products.id, productCategories.productId))
          .where(and(eq(productCategories.categoryId, id), isNull(products.deletedAt)));
        if (used && used.n > 0) {
          throw new ConflictError(`This category is used by ${used.n} ${used.n === 1 ? 'product' : 'products'}; move them to another category first`, {
            productCount: used.n,
          });
        }
        const [deleted] = await tx.delete(categories).where(eq(categories.id, id)).returning(columns);
        if (!deleted) throw new NotFoundError('Category not found');
        await recordAdminChange(tx, { actorId: adminId, entity: 'category', entityId: id, action: 'deleted', before: deleted, after: null });
      });
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
