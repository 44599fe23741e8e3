import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Category, CategoryBody } from '@durio/shared/schemas/catalogue';
import type { CategoryTranslations } from '@durio/shared/schemas/content-translations';
import type { Db } from '../../db/client';
import { recordAdminChange } from '../../audit/admin-changes';
import { categories, productCategories, products } from './catalogue.schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/postgres-errors';
import { forTheAdmin, mergeTranslations, storedTranslations, translated, translationsField, type Reading } from '../../lib/content-language';

/** A category's columns, its name and description in the reading's language (decision record 036). */
function categorySelection(reading: Reading) {
  return {
    id: categories.id,
    name: translated<string>(categories.name, categories.translations, 'name', reading.lang),
    description: translated<string | null>(categories.description, categories.translations, 'description', reading.lang),
    translations: storedTranslations<CategoryTranslations>(categories.translations, reading),
  };
}

/** A category row as replies show it: the translations only when the reading carried them. */
function toCategory({ translations, ...category }: { id: string; name: string; description: string | null; translations: CategoryTranslations | null }): Category {
  return { ...category, ...translationsField(translations) };
}

/** What the admin's writes return and record: the English texts with the translations whole. */
const adminColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  translations: categories.translations,
};

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

  /** One category as `reading` reads it. */
  async function getCategory(id: string, reading: Reading): Promise<Category> {
    const [category] = await db.select(categorySelection(reading)).from(categories).where(eq(categories.id, id));
    if (!category) throw new NotFoundError('Category not found');
    return toCategory(category);
  }

  return {
    getCategory,

    /** Every category as `reading` reads it, by its name in that language. */
    async listCategories(reading: Reading): Promise<Category[]> {
      const selection = categorySelection(reading);
      const rows = await db.select(selection).from(categories).orderBy(asc(sql`lower(${selection.name as SQL})`), asc(categories.id));
      return rows.map(toCategory);
    },

    async createCategory(adminId: string, body: CategoryBody): Promise<Category> {
      await assertNameFree(body.name);
      return rethrowDuplicate(
        db.transaction(async (tx) => {
          const [category] = await tx
            .insert(categories)
            .values({ name: body.name, description: body.description ?? null, translations: mergeTranslations(undefined, body.translations) })
            .returning(adminColumns);
          await recordAdminChange(tx, { actorId: adminId, entity: 'category', entityId: category!.id, action: 'created', before: null, after: category! });
          return category!;
        }),
      );
    },

    async updateCategory(adminId: string, id: string, body: Partial<CategoryBody>): Promise<Category> {
      const before = await getCategory(id, forTheAdmin);
      if (body.name !== undefined) await assertNameFree(body.name, id);
      const { translations, ...fields } = body;
      const changes = {
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
        ...(translations !== undefined ? { translations: mergeTranslations(before.translations, translations) } : {}),
      };
      if (Object.keys(changes).length === 0) return before;
      return rethrowDuplicate(
        db.transaction(async (tx) => {
          const [category] = await tx.update(categories).set(changes).where(eq(categories.id, id)).returning(adminColumns);
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
        const [deleted] = await tx.delete(categories).where(eq(categories.id, id)).returning(adminColumns);
        if (!deleted) throw new NotFoundError('Category not found');
        await recordAdminChange(tx, { actorId: adminId, entity: 'category', entityId: id, action: 'deleted', before: deleted, after: null });
      });
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
