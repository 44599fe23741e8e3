/*
 * Every table of the database in one place, for drizzle-kit (which writes the migrations from it), the
 * demo data and the tests. Each table is declared by the module that owns it, which alone writes it
 * (docs/decisions/032); application code imports a table from its owner's public.ts, never from here.
 */
export * from '../audit/admin-changes.schema';
export * from '../gateway/sandbox.schema';
export * from '../mail/outbox.schema';
export * from '../modules/addresses/addresses.schema';
export * from '../modules/alerts/alerts.schema';
export * from '../modules/auth/auth.schema';
export * from '../modules/cart/cart.schema';
export * from '../modules/catalogue/catalogue.schema';
export * from '../modules/consent/consent.schema';
export * from '../modules/content/content.schema';
export * from '../modules/delivery/delivery.schema';
export * from '../modules/dropoff-points/dropoff-points.schema';
export * from '../modules/favourites/favourites.schema';
export * from '../modules/files/files.schema';
export * from '../modules/jobs/jobs.schema';
export * from '../modules/orders/orders.schema';
export * from '../modules/payments/payments.schema';
export * from '../modules/preorders/preorders.schema';
export * from '../modules/profile/profile.schema';
export * from '../modules/reviews/reviews.schema';
export * from '../modules/settings/settings.schema';
export * from '../modules/staff/staff.schema';
export * from '../modules/vouchers/vouchers.schema';
export * from '../modules/credit/credit.schema';
export * from '../modules/claims/claims.schema';
export * from '../modules/promotions/promotions.schema';
