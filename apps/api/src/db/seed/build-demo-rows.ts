import { demoVouchers } from './demo-vouchers';
import { randomUUID } from 'node:crypto';
import type { ZoneRow } from '../../modules/delivery/delivery-zones.service';
import type * as schema from '../schema';
import { addOrdersInProgress, addReviewsAndOrders } from './build-demo-orders';
import { farms as demoFarms, type FarmKey } from './demo-farms';
import { demoAddress, dropoffPoints, users as demoUsers, type DemoUser } from './demo-people';
import { treeKey, type DemoPictures } from './demo-pictures';
import type { Recording } from './demo-recordings';
import { categoriesOf, categoryDescriptions, products as demoProducts, sellingOf, type CategoryName, type DemoProduct } from './demo-products';
import { byLanguage, FROZEN_STORAGE_ADVICE_TRANSLATED, NUTRITION_TRANSLATED, STORAGE_ADVICE_TRANSLATED, type Translated } from './demo-translations';
import { labelled } from './demo-label-translations';
import { mergeTranslations } from '../../lib/content-language';
import { FROZEN_STORAGE_ADVICE, NUTRITION, STORAGE_ADVICE, varieties } from './demo-varieties';
import { addDays, demoWindowsFor } from './demo-seasons';
import { malaysianDate } from '../../lib/malaysia-dates';

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
  payments: Link<typeof schema.payments>[];
  refunds: Link<typeof schema.refunds>[];
  sandboxPayments: Insert<typeof schema.sandboxPayments>[];
  sandboxRefunds: Insert<typeof schema.sandboxRefunds>[];
  reviews: Link<typeof schema.reviews>[];
  harvestWindows: Insert<typeof schema.harvestWindows>[];
  preorderOffers: Insert<typeof schema.preorderOffers>[];
  deliverySlotBookings: Link<typeof schema.deliverySlotBookings>[];
  vouchers: Insert<typeof schema.vouchers>[];
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * A product's texts in Malay and Chinese: its size (demo-label-translations.ts), its note and its variety's taste
 * as the description (a space between them in Malay, none in Chinese), its variety's ripeness, and the shop's
 * storage (the frozen tubs' own) and nutrition texts. Every product has them all, as it has them in English.
 */
function productTranslations(product: DemoProduct, frozen: boolean): Insert<typeof schema.products>['translations'] {
  return mergeTranslations(productTexts(product, frozen), labelled({ size: product.size }));
}

function productTexts(product: DemoProduct, frozen: boolean): Insert<typeof schema.products>['translations'] {
  const variety = varieties[product.variety].translated;
  const { note } = product.translated;
  const description: Translated = { ms: `${note.ms} ${variety.taste.ms}`, zh: `${note.zh}${variety.taste.zh}` };
  const { gradeNote } = sellingOf(product);
  return byLanguage({
    description,
    ...(gradeNote && { gradeNote }),
    storageRecommendations: frozen ? FROZEN_STORAGE_ADVICE_TRANSLATED : STORAGE_ADVICE_TRANSLATED,
    ripenessTimeline: variety.ripenessTimeline,
    nutritionalInfo: NUTRITION_TRANSLATED,
  });
}

/** Every row of the demo data, with ids chosen here so links need no round trips. Pure: no I/O. */
export function buildDemoRows(input: { now: Date; pictures: DemoPictures; passwordHashes: Map<string, string>; zones: readonly ZoneRow[] }): DemoRows {
  const { now, pictures } = input;
  const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY + minutes * 60_000);
  const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

  const rows: DemoRows = {
    users: [],
    shippingAddresses: [],
    dropoffPoints: dropoffPoints.map((point) => ({ ...point, id: randomUUID(), translations: labelled({ name: point.name }) })),
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
    payments: [],
    refunds: [],
    sandboxPayments: [],
    sandboxRefunds: [],
    reviews: [],
    harvestWindows: [],
    preorderOffers: [],
    deliverySlotBookings: [],
    vouchers: demoVouchers.map((voucher) => ({ ...voucher, id: randomUUID() })),
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
    rows.categories.push({ id, name, description, translations: labelled({ name, description }) });
  }

  const farmIds = new Map<FarmKey, string>();
  const treeIds = new Map<string, string>();
  const farmNames = new Map<FarmKey, string>();
  demoFarms.forEach((farm, farmIndex) => {
    const farmId = randomUUID();
    farmIds.set(farm.key, farmId);
    farmNames.set(farm.key, farm.name);
    // The first farms joined over a year ago, the later ones a few weeks apart since.
    const listedDaysAgo = farm.verificationStatus === 'PENDING' ? 3 : 420 - farmIndex * 17;
    rows.farms.push({
      id: farmId,
      name: farm.name,
      location: farm.location,
      state: farm.state,
      description: farm.description,
      story: farm.story,
      cultivationPractices: farm.cultivationPractices,
      translations: byLanguage(farm.translated),
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
        translated: { description: Translated };
      },
      treeId: string | null,
    ) => {
      const recordId = randomUUID();
      const performedBy = record.performedBy ?? 'Farm Staff';
      rows.maintenanceRecords.push({
        id: recordId,
        farmId,
        treeId,
        date: dateOnly(daysAgo(record.daysAgo)),
        description: record.description,
        translations: mergeTranslations(byLanguage(record.translated), labelled({ performedBy })),
        performedBy,
        createdAt: daysAgo(record.daysAgo),
      });
      const fileIds = [
        ...(record.photos ?? [record.activity]).map((activity) => pictures.activity[activity as keyof DemoPictures['activity']]),
        ...(record.recordings ?? []).map((recording) => pictures.recording[recording]),
      ];
      fileIds.forEach((fileId, position) => rows.maintenanceRecordFiles.push({ recordId, fileId, position }));
    };

    // The farm's windows for every variety it grows, and each tree's next drop and estimate (demo-seasons.ts).
    const windows = demoWindowsFor(farm.state, now);
    const grown = new Set([...farm.trees.map((t) => t.variety), ...demoProducts.filter((p) => p.farm === farm.key).map((p) => p.variety)]);
    for (const variety of [...grown].filter((v) => v !== 'mixed')) {
      for (const w of windows) rows.harvestWindows.push({ id: randomUUID(), farmId, variety: varieties[variety].variety, ...w });
    }
    const today = malaysianDate(now);
    const nextWindow = windows.find((w) => w.startsOn > today);
    const fallingNow = windows.some((w) => w.startsOn <= today && today <= w.endsOn);

    for (const [treeIndex, tree] of farm.trees.entries()) {
      const treeId = randomUUID();
      // While fruit falls, every other tree still has its drop a few days ahead; out of season, each waits for the next window.
      const nextDrop = fallingNow
        ? treeIndex % 2 === 0
          ? addDays(today, 3 + treeIndex * 2)
          : null
        : nextWindow
          ? addDays(nextWindow.startsOn, treeIndex * 3)
          : null;
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
        translations: byLanguage(tree.translated),
        nextDropOn: nextDrop,
        // An old tree gives more: about two and a half fruits a season for each year since planting, at most 120.
        expectedFruits: nextDrop === null ? null : Math.min(120, Math.round((now.getUTCFullYear() - tree.plantedYear) * 2.5)),
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
    const selling = sellingOf(product);
    const frozen = selling.form === 'frozen';
    const row: Insert<typeof schema.products> = {
      id,
      name: product.name,
      description: `${product.note} ${variety.taste}`,
      variety: variety.variety,
      priceSen: selling.priceSen,
      discountPriceSen: selling.discountPriceSen,
      pricedBy: selling.pricedBy,
      minWeightGrams: selling.minWeightGrams,
      weightGrams: selling.weightGrams,
      grade: selling.grade,
      gradeNote: selling.gradeNote?.en ?? null,
      form: selling.form,
      stock: product.stock,
      farmId: farmIds.get(product.farm)!,
      treeId: treeId ?? null,
      isFeatured: product.featured ?? false,
      seasonal: product.seasonal ?? false,
      available: product.available ?? true,
      size: product.size,
      harvestDate: dateOnly(daysAgo(1 + (index % 3))),
      storageRecommendations: frozen ? FROZEN_STORAGE_ADVICE : STORAGE_ADVICE,
      ripenessTimeline: variety.ripenessTimeline,
      nutritionalInfo: NUTRITION,
      translations: productTranslations(product, frozen),
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

  const context = { userIds, farmNames, daysAgo, zones: input.zones };
  addReviewsAndOrders(rows, productRows, context);
  addOrdersInProgress(rows, productRows, context);
  addDemoPreorderOffer(rows, now);
  return rows;
}

/**
 * One tree's next drop open for pre-order, so the demo shop shows one (docs/product/the-season.md, Demo data): of the
 * verified farms' trees with an estimate whose variety has a window still to end and a whole fruit priced by weight,
 * the last (the end-to-end test opens an offer itself on a tree that has none), with up to 20 of its fruits.
 */
function addDemoPreorderOffer(rows: DemoRows, now: Date): void {
  const today = malaysianDate(now);
  const verified = new Set(rows.farms.filter((farm) => farm.verificationStatus === 'VERIFIED').map((farm) => farm.id));
  const candidates = rows.trees.flatMap((tree) => {
    if (!verified.has(tree.farmId) || (tree.expectedFruits ?? 0) < 10) return [];
    const window = rows.harvestWindows
      .filter((w) => w.farmId === tree.farmId && w.variety === tree.variety && w.endsOn >= (tree.nextDropOn ?? today))
      .sort((a, b) => a.startsOn.localeCompare(b.startsOn))[0];
    const product = rows.products.find(
      (p) => p.farmId === tree.farmId && p.variety === tree.variety && p.pricedBy === 'kg' && p.form === 'whole' && p.available !== false,
    );
    return window && product ? [{ tree, window, product }] : [];
  });
  const chosen = candidates.at(-1);
  if (!chosen) return;
  rows.preorderOffers.push({
    id: randomUUID(),
    windowId: chosen.window.id!,
    treeId: chosen.tree.id!,
    productId: chosen.product.id!,
    fruitsOffered: Math.min(20, chosen.tree.expectedFruits!),
    createdAt: now,
  });
}
