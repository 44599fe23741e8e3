import { and, eq, inArray, isNull } from 'drizzle-orm';
import { rmToSen } from '@durio/shared/money';
import { hasValidWeightRange, weightRangeRule, type CreateProductBody, type Product, type UpdateProductBody } from '@durio/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { categories, farms, productCategories, productMedia, products, trees } from './catalogue.schema';
import type { Clock } from '../../lib/clock';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { recordAdminChange } from '../../audit/admin-changes';
import { mediaLinks, replaceMedia, requireFiles } from '../files/public';
import { forTheAdmin, mergeTranslations } from '../../lib/content-language';
import { createProductReader, visibleProductCondition } from './product-reader';

type ProductColumns = Partial<typeof products.$inferInsert>;

const DEFAULT_VARIETY = 'Mixed Variety';

/** A payload's kg as grams, keeping 'not sent' and 'cleared' apart. */
function gramsOf(kg: number | null | undefined): number | null | undefined {
  return kg === undefined ? undefined : kg === null ? null : Math.round(kg * 1000);
}

const kgOf = (grams: number | null | undefined) => (grams == null ? null : grams / 1000);

/**
 * Payload fields (RM, kg) as columns (sen, grams); fields left out of the payload stay out. Translations sent
 * are laid over the `stored` ones (lib/content-language.ts).
 */
function toColumns(body: UpdateProductBody, stored?: ProductColumns['translations']): ProductColumns {
  const columns: ProductColumns = {
    name: body.name,
    description: body.description,
    variety: body.variety,
    priceSen: body.price === undefined ? undefined : rmToSen(body.price),
    discountPriceSen:
      body.discountPrice === undefined ? undefined : body.discountPrice === null ? null : rmToSen(body.discountPrice),
    pricedBy: body.pricedBy,
    stock: body.stock,
    weightGrams: gramsOf(body.weight),
    minWeightGrams: gramsOf(body.minWeight),
    grade: body.grade,
    gradeNote: body.gradeNote,
    form: body.form,
    farmId: body.farmId,
    treeId: body.treeId,
    isFeatured: body.isFeatured,
    seasonal: body.seasonal,
    available: body.available,
    draft: body.draft,
    size: body.size,
    harvestDate: body.harvestDate,
    storageRecommendations: body.storageRecommendations,
    ripenessTimeline: body.ripenessTimeline,
    nutritionalInfo: body.nutritionalInfo,
    translations: body.translations === undefined ? undefined : mergeTranslations(stored, body.translations),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as ProductColumns;
}

/** The admin's product work: create, update, soft delete, duplicate (docs/product/admin-console.md). */
export function createProductsAdminService({ db, storage, clock }: { db: Db; storage: FileStorage; clock: Clock }) {
  const reader = createProductReader({ db, storage, clock });

  async function requireFarm(farmId: string): Promise<void> {
    const [farm] = await db.select({ id: farms.id }).from(farms).where(eq(farms.id, farmId));
    if (!farm) throw new NotFoundError('Farm not found');
  }

  async function requireTreeOfFarm(treeId: string, farmId: string): Promise<{ variety: string }> {
    const [tree] = await db
      .select({ variety: trees.variety })
      .from(trees)
      .where(and(eq(trees.id, treeId), eq(trees.farmId, farmId)));
    if (!tree) throw new BadRequestError('Tree does not belong to this farm');
    return tree;
  }

  async function requireCategories(ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, unique));
    if (found.length !== unique.length) throw new NotFoundError('Category not found');
    return unique;
  }

  async function requireLiveProduct(id: string) {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), isNull(products.deletedAt)));
    if (!row) throw new NotFoundError('Product not found');
    return row;
  }

  async function readBack(id: string): Promise<Product> {
    const product = await reader.findProduct(id, visibleProductCondition(true), forTheAdmin);
    if (!product) throw new NotFoundError('Product not found');
    return product;
  }

  return {
    async createProduct(adminId: string, body: CreateProductBody): Promise<Product> {
      await requireFarm(body.farmId);
      const tree = body.treeId ? await requireTreeOfFarm(body.treeId, body.farmId) : null;
      const categoryIds = await requireCategories(body.categoryIds ?? []);
      const mediaIds = body.mediaIds ?? [];
      await requireFiles(db, mediaIds);
      const values = {
        ...toColumns(body),
        variety: body.variety ?? tree?.variety ?? DEFAULT_VARIETY,
      } as typeof products.$inferInsert;

      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(products).values(values).returning();
        if (categoryIds.length > 0) {
          await tx.insert(productCategories).values(categoryIds.map((categoryId) => ({ productId: row!.id, categoryId })));
        }
        await replaceMedia(tx, mediaLinks.product, row!.id, mediaIds);
        await recordAdminChange(tx, { actorId: adminId, entity: 'product', entityId: row!.id, action: 'created', before: null, after: { ...row!, categoryIds, mediaIds } });
        return row!.id;
      });
      return readBack(id);
    },

    /** Partial update; `categoryIds`, when sent, replaces the product's categories. */
    async updateProduct(adminId: string, id: string, body: UpdateProductBody): Promise<Product> {
      const current = await requireLiveProduct(id);
      const farmId = body.farmId ?? current.farmId;
      if (body.farmId !== undefined) await requireFarm(farmId);
      const treeId = body.treeId === undefined ? current.treeId : body.treeId;
      // Moving a product to another farm must not leave it pointing at a tree of the old one.
      if (treeId && (body.treeId !== undefined || body.farmId !== undefined)) await requireTreeOfFarm(treeId, farmId);

      const columns = toColumns(body, current.translations);
      const priceSen = columns.priceSen ?? current.priceSen;
      const salePriceSen = columns.discountPriceSen === undefined ? current.discountPriceSen : columns.discountPriceSen;
      if (salePriceSen !== null && salePriceSen >= priceSen) {
        throw new BadRequestError('Sale price must be lower than the price');
      }
      const kept = <K extends 'pricedBy' | 'weightGrams' | 'minWeightGrams'>(key: K) => (columns[key] === undefined ? current[key] : columns[key]);
      const weighable = { pricedBy: kept('pricedBy'), weight: kept('weightGrams'), minWeight: kept('minWeightGrams') };
      if (!hasValidWeightRange({ ...weighable, weight: kgOf(weighable.weight), minWeight: kgOf(weighable.minWeight) })) {
        throw new BadRequestError(weightRangeRule.message);
      }
      const categoryIds = body.categoryIds === undefined ? undefined : await requireCategories(body.categoryIds);
      if (body.mediaIds) await requireFiles(db, body.mediaIds);

      await db.transaction(async (tx) => {
        const updated = await tx
          .update(products)
          .set({ ...columns, updatedAt: clock.now() })
          .where(and(eq(products.id, id), isNull(products.deletedAt)))
          .returning();
        if (updated.length === 0) throw new NotFoundError('Product not found');
        if (categoryIds !== undefined) {
          await tx.delete(productCategories).where(eq(productCategories.productId, id));
          if (categoryIds.length > 0) {
            await tx.insert(productCategories).values(categoryIds.map((categoryId) => ({ productId: id, categoryId })));
          }
        }
        if (body.mediaIds) await replaceMedia(tx, mediaLinks.product, id, body.mediaIds);
        await recordAdminChange(tx, {
          actorId: adminId,
          entity: 'product',
          entityId: id,
          action: 'updated',
          before: current,
          after: { ...updated[0]!, ...(categoryIds && { categoryIds }), ...(body.mediaIds && { mediaIds: body.mediaIds }) },
        });
      });
      return readBack(id);
    },

    /**
     * Soft delete: the product leaves the catalogue, but order items that name it keep a valid
     * reference (order_items.product_id restricts hard deletes).
     */
    async deleteProduct(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [archived] = await tx
          .update(products)
          .set({ deletedAt: clock.now(), updatedAt: clock.now() })
          .where(and(eq(products.id, id), isNull(products.deletedAt)))
          .returning();
        if (!archived) throw new NotFoundError('Product not found');
        await recordAdminChange(tx, { actorId: adminId, entity: 'product', entityId: id, action: 'archived', before: { ...archived, deletedAt: null }, after: archived });
      });
    },

    /**
     * A copy named '<name> (Copy)' with the same categories and pictures (the files are shared, not copied). It
     * starts as a draft with no stock, out of the shop until the admin publishes it (docs/product/admin-console.md):
     * the copy is there to be edited, and the same stock twice would be sold twice.
     */
    async duplicateProduct(adminId: string, id: string): Promise<Product> {
      const { id: _id, createdAt: _c, updatedAt: _u, deletedAt: _d, ...source } = await requireLiveProduct(id);
      const links = await db
        .select({ categoryId: productCategories.categoryId })
        .from(productCategories)
        .where(eq(productCategories.productId, id));
      const media = await db
        .select({ fileId: productMedia.fileId, position: productMedia.position })
        .from(productMedia)
        .where(eq(productMedia.productId, id));

      const copyId = await db.transaction(async (tx) => {
        const [copy] = await tx
          .insert(products)
          .values({ ...source, name: `${source.name} (Copy)`, draft: true, stock: 0 })
          .returning();
        const productId = copy!.id;
        if (links.length > 0) await tx.insert(productCategories).values(links.map((l) => ({ productId, ...l })));
        if (media.length > 0) await tx.insert(productMedia).values(media.map((m) => ({ productId, ...m })));
        await recordAdminChange(tx, { actorId: adminId, entity: 'product', entityId: productId, action: `duplicated from ${id}`, before: null, after: copy! });
        return productId;
      });
      return readBack(copyId);
    },
  };
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;
