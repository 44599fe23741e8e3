import { randomUUID } from 'node:crypto';
import { defaultPricingSettings, priceOrder } from '@durio/shared/pricing';
import type * as schema from '../schema';
import { farms as demoFarms, type FarmKey } from './demo-farms';
import { demoAddress, dropoffPoints, reviewTexts, stallReviewers, users as demoUsers, type DemoUser } from './demo-people';
import { treeKey, type DemoPictures } from './demo-pictures';
import type { Recording } from './demo-recordings';
import { categoriesOf, categoryDescriptions, priceSenOf, products as demoProducts, type CategoryName } from './demo-products';
import { NUTRITION, STORAGE_ADVICE, varieties } from './demo-varieties';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'] & { id: string };
type Link<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface DemoRows {
  users: Insert<typeof schema.users>[];
  shippingAddresses: Link<typeof schema.shippingAddresses>[];
  dropoffPoints: Link<typeof schema.dropoffPoints>[];
  categories: Insert<typeof schema.categories>[];
  files: DemoPictures['rows'];
  farms: Insert<typeof schema.farms>[];
  farmMedia: Link<typeof schema.farmMedia>[];
  trees: Insert<typeof schema.trees>[];
  treeMedia: Link<typeof schema.treeMedia>[];
  maintenanceRecords: Insert<typeof schema.maintenanceRecords>[];
  maintenanceRecordFiles: Link<typeof schema.maintenanceRecordFiles>[];
  galleryEntries: Insert<typeof schema.galleryEntries>[];
  galleryEntryFiles: Link<typeof schema.galleryEntryFiles>[];
  products: Insert<typeof schema.products>[];
  productCategories: Link<typeof schema.productCategories>[];
  productMedia: Link<typeof schema.productMedia>[];
  orders: Insert<typeof schema.orders>[];
  orderItems: Link<typeof schema.orderItems>[];
  orderUpdates: Link<typeof schema.orderUpdates>[];
  reviews: Link<typeof schema.reviews>[];
}

const DAY = 24 * 60 * 60 * 1000;
const REVIEWERS = ['aisyah', 'weijie', 'kumar'] as const;
/** Mostly fours and fives, with the odd three, as real reviews go. */
const RATINGS = [5, 4, 5, 3, 5, 4, 5, 5, 4] as const;

/** Every row of the demo data, with ids chosen here so links need no round trips. Pure: no I/O. */
export function buildDemoRows(input: { now: Date; pictures: DemoPictures; passwordHashes: Map<string, string> }): DemoRows {
  const { now, pictures } = input;
  const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY + minutes * 60_000);
  const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

  const rows: DemoRows = {
    users: [],
    shippingAddresses: [],
    dropoffPoints: dropoffPoints.map((point) => ({ ...point })),
    categories: [],
    files: pictures.rows,
    farms: [],
    farmMedia: [],
    trees: [],
    treeMedia: [],
    maintenanceRecords: [],
    maintenanceRecordFiles: [],
    galleryEntries: [],
    galleryEntryFiles: [],
    products: [],
    productCategories: [],
    productMedia: [],
    orders: [],
    orderItems: [],
    orderUpdates: [],
    reviews: [],
  };

  const userIds = new Map<DemoUser['key'], string>();
  for (const user of demoUsers) {
    const id = randomUUID();
    userIds.set(user.key, id);
    rows.users.push({
      id,
      email: user.email,
      passwordHash: input.passwordHashes.get(user.key)!,
      displayName: user.displayName,
      role: user.role,
      phone: user.phone,
      emailVerifiedAt: daysAgo(200),
      createdAt: daysAgo(200),
      updatedAt: daysAgo(200),
    });
  }
  rows.shippingAddresses.push({ userId: userIds.get('demo')!, ...demoAddress });

  const categoryIds = new Map<CategoryName, string>();
  for (const [name, description] of Object.entries(categoryDescriptions) as [CategoryName, string][]) {
    const id = randomUUID();
    categoryIds.set(name, id);
    rows.categories.push({ id, name, description });
  }

  const farmIds = new Map<FarmKey, string>();
  const treeIds = new Map<string, string>();
  const farmNames = new Map<FarmKey, string>();
  demoFarms.forEach((farm, farmIndex) => {
    const farmId = randomUUID();
    farmIds.set(farm.key, farmId);
    farmNames.set(farm.key, farm.name);
    const listedDaysAgo = farm.verificationStatus === 'PENDING' ? 3 : 420 - farmIndex * 35;
    rows.farms.push({
      id: farmId,
      name: farm.name,
      location: farm.location,
      state: farm.state,
      description: farm.description,
      story: farm.story,
      cultivationPractices: farm.cultivationPractices,
      foundedDate: farm.foundedDate,
      contactEmail: farm.contactEmail,
      contactPhone: farm.contactPhone,
      website: farm.website,
      verificationStatus: farm.verificationStatus,
      isCertified: farm.isCertified,
      specialties: farm.specialties,
      rating: farm.rating,
      reviewCount: farm.reviewCount,
      createdAt: daysAgo(listedDaysAgo),
      updatedAt: daysAgo(listedDaysAgo),
    });
    [pictures.farmHero[farm.key], pictures.farmDawn[farm.key], pictures.farmNight[farm.key]].forEach((fileId, position) =>
      rows.farmMedia.push({ farmId, fileId, position }),
    );

    const addRecord = (
      record: {
        daysAgo: number;
        description: string;
        performedBy?: string;
        photos?: readonly string[];
        activity: string;
        recordings?: readonly Recording[];
      },
      treeId: string | null,
    ) => {
      const recordId = randomUUID();
      rows.maintenanceRecords.push({
        id: recordId,
        farmId,
        treeId,
        date: dateOnly(daysAgo(record.daysAgo)),
        description: record.description,
        performedBy: record.performedBy ?? 'Farm Staff',
        createdAt: daysAgo(record.daysAgo),
      });
      const fileIds = [
        ...(record.photos ?? [record.activity]).map((activity) => pictures.activity[activity as keyof DemoPictures['activity']]),
        ...(record.recordings ?? []).map((recording) => pictures.recording[recording]),
      ];
      fileIds.forEach((fileId, position) => rows.maintenanceRecordFiles.push({ recordId, fileId, position }));
    };

    for (const tree of farm.trees) {
      const treeId = randomUUID();
      treeIds.set(treeKey(farm.key, tree.name), treeId);
      rows.trees.push({
        id: treeId,
        farmId,
        name: tree.name,
        variety: varieties[tree.variety].variety,
        heightM: tree.heightM,
        trunkSizeCm: tree.trunkCm,
        plantedYear: tree.plantedYear,
        description: tree.description,
        createdAt: daysAgo(listedDaysAgo),
      });
      rows.treeMedia.push({ treeId, fileId: pictures.tree.get(treeKey(farm.key, tree.name))!, position: 0 });
      if (tree.care) addRecord(tree.care, treeId);
    }
    for (const care of farm.care) addRecord(care, null);

    if (farm.verificationStatus === 'PENDING') return;
    const entries: { title: string; description: string; daysAgo: number; files: string[] }[] = [
      {
        title: 'Morning mist over the orchard',
        description: `First light over ${farm.name}, before the day's collecting round.`,
        daysAgo: 30,
        files: [pictures.farmDawn[farm.key]],
      },
      {
        title: 'Night blossoms',
        description: 'Durian flowers open at dusk and are pollinated by cave nectar bats during the night.',
        daysAgo: 90,
        files: [pictures.farmNight[farm.key]],
      },
    ];
    if (farm.harvestEntry) {
      entries.push({
        title: farm.harvestEntry,
        description: 'Fallen fruit collected, graded and packed the same day.',
        daysAgo: 6,
        files: [pictures.activity.harvest, pictures.farmHero[farm.key]],
      });
    }
    for (const entry of entries) {
      const entryId = randomUUID();
      rows.galleryEntries.push({ id: entryId, farmId, title: entry.title, description: entry.description, createdAt: daysAgo(entry.daysAgo) });
      entry.files.forEach((fileId, position) => rows.galleryEntryFiles.push({ entryId, fileId, position }));
    }
  });

  const productRows = demoProducts.map((product, index) => {
    const variety = varieties[product.variety];
    const id = randomUUID();
    const treeId = product.tree ? treeIds.get(treeKey(product.farm, product.tree)) : undefined;
    if (product.tree && !treeId) throw new Error(`Demo product ${product.name} names an unknown tree ${product.tree}`);
    const frozen = product.name.includes('Pulp');
    const row: Insert<typeof schema.products> = {
      id,
      name: product.name,
      description: `${product.note} ${variety.taste}`,
      variety: variety.variety,
      priceSen: priceSenOf(product),
      discountPriceSen: product.saleRm === undefined ? null : Math.round(product.saleRm * 100),
      stock: product.stock,
      weightGrams: product.weightKg === null ? null : Math.round(product.weightKg * 1000),
      farmId: farmIds.get(product.farm)!,
      treeId: treeId ?? null,
      isFeatured: product.featured ?? false,
      seasonal: product.seasonal ?? false,
      available: product.available ?? true,
      size: product.size,
      harvestDate: dateOnly(daysAgo(1 + (index % 3))),
      storageRecommendations: frozen
        ? 'Keep frozen at -18 °C for up to 3 months. Thaw in the fridge or for 20 minutes at room temperature; do not refreeze.'
        : STORAGE_ADVICE,
      ripenessTimeline: variety.ripenessTimeline,
      nutritionalInfo: NUTRITION,
      // A minute apart within a day, so 'newest first' never ties.
      createdAt: daysAgo(product.daysAgo, index),
      updatedAt: daysAgo(product.daysAgo, index),
    };
    rows.products.push(row);
    for (const name of categoriesOf(product)) rows.productCategories.push({ productId: id, categoryId: categoryIds.get(name)! });
    rows.productMedia.push({ productId: id, fileId: pictures.variety[product.variety], position: 0 });
    if (product.tree) {
      rows.productMedia.push({ productId: id, fileId: pictures.tree.get(treeKey(product.farm, product.tree))!, position: 1 });
    }
    return { demo: product, row };
  });

  addReviewsAndOrders(rows, productRows, { userIds, farmNames, daysAgo });
  return rows;
}

/**
 * Verified reviews need a delivered order: each reviewing customer gets past orders (up to three
 * products each) of the products they review, then one review per product and order. A few more
 * reviews are carried over from market stalls, without an order.
 */
function addReviewsAndOrders(
  rows: DemoRows,
  productRows: { demo: (typeof demoProducts)[number]; row: Insert<typeof schema.products> }[],
  context: {
    userIds: Map<DemoUser['key'], string>;
    farmNames: Map<FarmKey, string>;
    daysAgo: (days: number, minutes?: number) => Date;
  },
) {
  const { userIds, farmNames, daysAgo } = context;
  const textTurn = { 3: 0, 4: 0, 5: 0 };
  const nextText = (rating: 3 | 4 | 5) => reviewTexts[rating][textTurn[rating]++ % reviewTexts[rating].length]!;
  const reviewersOf = (index: number): (typeof REVIEWERS)[number][] =>
    [[], ['aisyah'], ['weijie', 'kumar'], ['aisyah', 'weijie', 'kumar']][index % 4] as (typeof REVIEWERS)[number][];

  REVIEWERS.forEach((reviewer, reviewerIndex) => {
    const user = demoUsers.find((u) => u.key === reviewer)!;
    const reviewed = productRows
      .map((p, index) => ({ ...p, index }))
      .filter(({ index }) => reviewersOf(index).includes(reviewer))
      .sort((a, b) => b.demo.daysAgo - a.demo.daysAgo);

    for (let start = 0; start < reviewed.length; start += 3) {
      const chunk = reviewed.slice(start, start + 3);
      // Ordered the day after the newest of its products was listed, delivered two days later.
      const orderedDaysAgo = Math.min(...chunk.map((p) => p.demo.daysAgo)) - 1;
      const placedAt = daysAgo(orderedDaysAgo, reviewerIndex * 7);
      const orderId = randomUUID();
      const lines = chunk.map(({ row }) => ({
        unitPriceSen: row.discountPriceSen ?? row.priceSen,
        quantity: 1,
        weightGrams: row.weightGrams ?? null,
      }));
      const price = priceOrder(lines, { isPickup: false }, defaultPricingSettings);
      const tracking = `EP${String(560_000_000 + rows.orders.length * 7919).padStart(9, '0')}MY`;
      rows.orders.push({
        id: orderId,
        userId: userIds.get(reviewer)!,
        status: 'DELIVERED',
        paymentStatus: 'PAID',
        isPickup: false,
        shippingAddress: user.address!,
        subtotalSen: price.subtotalSen,
        deliveryFeeSen: price.deliveryFeeSen,
        handlingFeeSen: price.handlingFeeSen,
        taxSen: price.taxSen,
        totalSen: price.totalSen,
        trackingNumber: tracking,
        shippingCarrier: 'Pos Laju',
        expiresAt: new Date(placedAt.getTime() + 30 * 60_000),
        paidAt: new Date(placedAt.getTime() + 3 * 60_000),
        createdAt: placedAt,
        updatedAt: daysAgo(orderedDaysAgo - 2),
      });
      chunk.forEach(({ row, demo }, i) =>
        rows.orderItems.push({
          orderId,
          productId: row.id,
          productName: row.name,
          farmName: farmNames.get(demo.farm)!,
          unitPriceSen: lines[i]!.unitPriceSen,
          quantity: 1,
        }),
      );
      const updates: [string, string, string, number][] = [
        ['PAID', 'Payment received. Thank you for your order!', 'System', 0],
        ['PROCESSING', 'Your durians are being picked and packed at the farm.', 'Durio Admin', 0.3],
        ['SHIPPED', `Shipped with Pos Laju in a cool box. Tracking number ${tracking}.`, 'Durio Admin', 1],
        ['DELIVERED', 'Delivered. Enjoy your durians!', 'Durio Admin', 2],
      ];
      for (const [status, message, updatedBy, after] of updates) {
        rows.orderUpdates.push({ orderId, status, message, updatedBy, createdAt: daysAgo(orderedDaysAgo - after, reviewerIndex * 7 + 5) });
      }

      for (const { row, index } of chunk) {
        const rating = RATINGS[(index + reviewerIndex) % RATINGS.length]!;
        rows.reviews.push({
          productId: row.id,
          orderId,
          userId: userIds.get(reviewer)!,
          authorName: user.displayName,
          rating,
          review: nextText(rating),
          createdAt: daysAgo(orderedDaysAgo - 3, reviewerIndex * 13 + index),
          updatedAt: daysAgo(orderedDaysAgo - 3, reviewerIndex * 13 + index),
        });
      }
    }
  });

  productRows.forEach(({ row, demo }, index) => {
    if (index % 5 !== 0) return;
    const rating = index % 2 === 0 ? 5 : 4;
    rows.reviews.push({
      productId: row.id,
      orderId: null,
      userId: null,
      authorName: stallReviewers[(index / 5) % stallReviewers.length]!,
      rating,
      review: nextText(rating),
      createdAt: daysAgo(Math.max(demo.daysAgo - 2, 1), index),
      updatedAt: daysAgo(Math.max(demo.daysAgo - 2, 1), index),
    });
  });
}
