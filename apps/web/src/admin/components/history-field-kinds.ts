/*
 * How the console's history reads each field an admin change records (history-fields.ts does the reading):
 * its kind of value, or that it is quiet. Plain data, so a test can hold it against the tables.
 */

/** How a field's value reads. */
export type Kind =
  | 'text'
  | 'number'
  | 'sen'
  | 'grams'
  | 'basisPoints'
  | 'yesNo'
  | 'date'
  | 'list'
  | 'orderStatus'
  | 'paymentStatus'
  | 'farmStatus'
  /** How a product is priced: per unit or per kg. */
  | 'priceUnit'
  /** What is in a product's box: whole fruit, flesh or frozen. */
  | 'productForm'
  /** The forms of fruit a delivery zone receives (docs/product/delivery.md). */
  | 'productForms'
  /** A delivery zone's states, by the names the postcode table gives them. */
  | 'states'
  /** A delivery zone's postcode ranges: '79000–79999, 81000–81999'. */
  | 'postcodeRanges'
  /** Days of the week by number, 0 Sunday to 6 Saturday: the days a zone is not delivered. */
  | 'weekdays'
  /** A zone's delivery runs as a calendar change records them: '14:00–18:00 × 20', a run and its orders a day. */
  | 'runs'
  /** Another object, named by its id: the change says it changed, not which id it now is. */
  | 'reference'
  | 'pictures'
  | 'address'
  /** A weighing's weights: grams of each fruit, by order line (docs/product/selling-by-weight.md). */
  | 'fruitWeights'
  /** RM as the console's replies give them (a voucher's amount off): 15 is RM 15.00. */
  | 'rm'
  /** A percentage as the console's replies give it: 12.5 is 12.5%. */
  | 'percent'
  /** What a voucher or promotion takes off: a percentage, an amount or free delivery (docs/product/fees.md). */
  | 'discountKind';

export const fieldKinds: Record<string, Kind> = {
  name: 'text',
  title: 'text',
  description: 'text',
  variety: 'text',
  priceSen: 'sen',
  discountPriceSen: 'sen',
  stock: 'number',
  weightGrams: 'grams',
  pricedBy: 'priceUnit',
  minWeightGrams: 'grams',
  grade: 'text',
  gradeNote: 'text',
  form: 'productForm',
  farmId: 'reference',
  treeId: 'reference',
  categoryIds: 'reference',
  isFeatured: 'yesNo',
  seasonal: 'yesNo',
  available: 'yesNo',
  draft: 'yesNo',
  size: 'text',
  harvestDate: 'date',
  storageRecommendations: 'text',
  ripenessTimeline: 'text',
  nutritionalInfo: 'text',
  mediaIds: 'pictures',
  location: 'text',
  state: 'text',
  story: 'text',
  cultivationPractices: 'text',
  foundedDate: 'date',
  contactEmail: 'text',
  contactPhone: 'text',
  website: 'text',
  verificationStatus: 'farmStatus',
  verificationNote: 'text',
  isCertified: 'yesNo',
  specialties: 'list',
  heightM: 'number',
  trunkSizeCm: 'number',
  plantedYear: 'text',
  nextDropOn: 'date',
  expectedFruits: 'number',
  startsOn: 'date',
  endsOn: 'date',
  peakStartsOn: 'date',
  peakEndsOn: 'date',
  date: 'date',
  performedBy: 'text',
  addressLine1: 'text',
  addressLine2: 'text',
  city: 'text',
  postalCode: 'text',
  openingHours: 'text',
  phone: 'text',
  active: 'yesNo',
  // The weekdays a drop-off point is open for collection (docs/product/delivery.md, "Pickup days").
  openWeekdays: 'weekdays',
  // A delivery zone's fees (the shop's settings had them before the zones: docs/product/delivery.md), area and fruit.
  deliveryFeeSen: 'sen',
  freeDeliveryOverSen: 'sen',
  states: 'states',
  postcodeRanges: 'postcodeRanges',
  forms: 'productForms',
  leadDays: 'number',
  cutoff: 'text',
  closedWeekdays: 'weekdays',
  slots: 'runs',
  // The delivery an order booked, as it was booked: its zone's name, day and run (docs/product/delivery.md).
  deliveryZone: 'text',
  deliveryDate: 'date',
  deliverySlotId: 'reference',
  deliveryWindow: 'text',
  handlingFeeLightSen: 'sen',
  handlingFeeHeavySen: 'sen',
  handlingWeightLimitGrams: 'grams',
  taxRateBps: 'basisPoints',
  lowStockLevel: 'number',
  seasonStart: 'date',
  deliveryCutoffHour: 'number',
  klangValleyDeliveryDays: 'number',
  elsewhereDeliveryDaysFrom: 'number',
  elsewhereDeliveryDaysTo: 'number',
  pickupReadyHours: 'number',
  guaranteeHours: 'number',
  creditMonths: 'number',
  legalName: 'text',
  addressLines: 'list',
  status: 'orderStatus',
  paymentStatus: 'paymentStatus',
  trackingNumber: 'text',
  shippingCarrier: 'text',
  message: 'text',
  shippingAddress: 'address',
  dropoffPointId: 'reference',
  isPickup: 'yesNo',
  notes: 'text',
  specialInstructions: 'text',
  // The code an order used (docs/product/fees.md, "Discounts").
  voucherCode: 'text',
  authorName: 'text',
  review: 'text',
  hiddenReason: 'text',
  shopReply: 'text',
  refundSen: 'sen',
  weights: 'fruitWeights',
  // A pre-order offer and its drops (docs/product/the-season.md, Pre-orders).
  windowId: 'reference',
  productId: 'reference',
  fruitsOffered: 'number',
  fruitsReserved: 'number',
  closedAt: 'date',
  offerId: 'reference',
  fellOn: 'date',
  fruits: 'number',
  // A voucher's and a promotion's terms, recorded as the console reads them (docs/product/fees.md, "Discounts").
  code: 'text',
  kind: 'discountKind',
  percent: 'percent',
  amount: 'rm',
  minSpend: 'rm',
  validFrom: 'date',
  validTo: 'date',
  usageLimit: 'number',
  perCustomerLimit: 'number',
  firstOrderOnly: 'yesNo',
  productIds: 'reference',
  farmIds: 'reference',
  varieties: 'list',
  paused: 'yesNo',
  minQuantity: 'number',
};

/**
 * Fields a change carries that say nothing to the owner: ids and timestamps move on every write, counts and
 * ratings follow from other changes, the search document from the texts, and an action ('archived', 'hidden',
 * 'moved to …') already says what its timestamp or snapshot would.
 */
export const quietFields = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'searchDocument',
  'rating',
  'reviewCount',
  'ratingSum',
  'ratingCount',
  'ratingAverage',
  'deletedAt',
  'hiddenAt',
  'shopRepliedAt',
  'cancelledAt',
  'paidAt',
  'weighedAt',
  'expiresAt',
  'userId',
  'orderId',
  'dropoffPoint',
  'position',
  'subtotalSen',
  'handlingFeeSen',
  'taxSen',
  'totalSen',
  // A weighing's own action ('weighed') says when, and records its total, refund and weights itself.
  'weighedAt',
  'weighedSubtotalSen',
  'weighedTaxSen',
  'weighedTotalSen',
  // An order's discounts and credit are set when it is placed and never changed by the console.
  'discountSen',
  'discounts',
  'voucherId',
  'creditSen',
  'weighedDiscountSen',
  // What a voucher's or promotion's orders brought follows from the orders, not from the owner's change.
  'usesTaken',
  'paidOrders',
  'revenue',
  'discountGiven',
]);

/** Every field the history knows, quiet or shown: a test checks each column an admin change records is one. */
export const knownHistoryFields: ReadonlySet<string> = new Set([...Object.keys(fieldKinds), ...quietFields, 'translations']);
