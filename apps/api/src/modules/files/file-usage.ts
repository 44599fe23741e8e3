import { orderNumber } from '@durio/shared/order-number';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { farmMedia, farms, galleryEntries, galleryEntryFiles, maintenanceRecordFiles, maintenanceRecords, productMedia, products, trees, treeMedia } from '../catalogue/catalogue.schema';
import { orderUpdateFiles, orderUpdates } from '../orders/orders.schema';
import { reviewFiles } from '../reviews/reviews.schema';

export interface FileUse {
  kind: 'product' | 'farm' | 'tree' | 'maintenance record' | 'gallery entry' | 'order update' | 'review';
  id: string;
  /** What a person would call it: a name, a title, an order number. */
  label: string;
}

/**
 * Everywhere a stored file is shown (docs/product/files.md: a file in use is not deleted without `force`). Each link
 * table holds its file with ON DELETE CASCADE, so deleting the file's row detaches it from all of these.
 */
export async function findFileUses(db: Db, fileId: string): Promise<FileUse[]> {
  const [productRows, farmRows, treeRows, recordRows, entryRows, updateRows, reviewRows] = await Promise.all([
    db
      .select({ id: products.id, label: products.name })
      .from(productMedia)
      .innerJoin(products, eq(products.id, productMedia.productId))
      .where(eq(productMedia.fileId, fileId)),
    db
      .select({ id: farms.id, label: farms.name })
      .from(farmMedia)
      .innerJoin(farms, eq(farms.id, farmMedia.farmId))
      .where(eq(farmMedia.fileId, fileId)),
    db
      .select({ id: trees.id, label: trees.name })
      .from(treeMedia)
      .innerJoin(trees, eq(trees.id, treeMedia.treeId))
      .where(eq(treeMedia.fileId, fileId)),
    db
      .select({ id: maintenanceRecords.id, label: maintenanceRecords.description })
      .from(maintenanceRecordFiles)
      .innerJoin(maintenanceRecords, eq(maintenanceRecords.id, maintenanceRecordFiles.recordId))
      .where(eq(maintenanceRecordFiles.fileId, fileId)),
    db
      .select({ id: galleryEntries.id, label: galleryEntries.title })
      .from(galleryEntryFiles)
      .innerJoin(galleryEntries, eq(galleryEntries.id, galleryEntryFiles.entryId))
      .where(eq(galleryEntryFiles.fileId, fileId)),
    db
      .select({ id: orderUpdates.id, label: orderUpdates.orderId })
      .from(orderUpdateFiles)
      .innerJoin(orderUpdates, eq(orderUpdates.id, orderUpdateFiles.updateId))
      .where(eq(orderUpdateFiles.fileId, fileId)),
    db.select({ id: reviewFiles.reviewId, label: reviewFiles.reviewId }).from(reviewFiles).where(eq(reviewFiles.fileId, fileId)),
  ]);
  const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
  return [
    ...productRows.map((r) => ({ kind: 'product' as const, id: r.id, label: r.label })),
    ...farmRows.map((r) => ({ kind: 'farm' as const, id: r.id, label: r.label })),
    ...treeRows.map((r) => ({ kind: 'tree' as const, id: r.id, label: r.label })),
    ...recordRows.map((r) => ({ kind: 'maintenance record' as const, id: r.id, label: short(r.label) })),
    ...entryRows.map((r) => ({ kind: 'gallery entry' as const, id: r.id, label: r.label })),
    ...updateRows.map((r) => ({ kind: 'order update' as const, id: r.id, label: `order ${orderNumber(r.label)}` })),
    ...reviewRows.map((r) => ({ kind: 'review' as const, id: r.id, label: `review ${r.label.slice(0, 8)}` })),
  ];
}

/** "a product (Musang King Premium), a farm (Bukit Durian)": the uses in words, for a 409's message. */
export function describeUses(uses: readonly FileUse[]): string {
  return uses.map((u) => `a ${u.kind} (${u.label})`).join(', ');
}
