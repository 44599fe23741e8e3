ALTER TABLE "shop_settings" ALTER COLUMN "delivery_cutoff_hour" SET DEFAULT 12;--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "klang_valley_delivery_days" SET DEFAULT 0;--> statement-breakpoint
-- The promise a shop still has at its old defaults says what the starting delivery zones do (docs/product/delivery.md):
-- the Klang Valley the same day for orders by noon. A promise the owner changed is theirs and stays.
UPDATE "shop_settings" SET "delivery_cutoff_hour" = 12, "klang_valley_delivery_days" = 0
  WHERE "delivery_cutoff_hour" = 14 AND "klang_valley_delivery_days" = 1;
