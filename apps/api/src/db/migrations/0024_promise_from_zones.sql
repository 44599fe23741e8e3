-- The delivery promise's times are read from the delivery zones, which book the runs (docs/product/cart-and-checkout.md,
-- "One delivery promise"): the settings keep only the pickup's hours.
ALTER TABLE "shop_settings" DROP COLUMN "delivery_cutoff_hour";--> statement-breakpoint
ALTER TABLE "shop_settings" DROP COLUMN "klang_valley_delivery_days";--> statement-breakpoint
ALTER TABLE "shop_settings" DROP COLUMN "elsewhere_delivery_days_from";--> statement-breakpoint
ALTER TABLE "shop_settings" DROP COLUMN "elsewhere_delivery_days_to";