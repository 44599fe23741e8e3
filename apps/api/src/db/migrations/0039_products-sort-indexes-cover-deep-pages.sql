-- The product list's sort indexes also hold the farm, draft and the sorted expression's columns, so a deep page finds its ids in the index alone (docs/decisions/047).
DROP INDEX "products_newest_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
DROP INDEX "products_price_asc_idx";--> statement-breakpoint
DROP INDEX "products_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_name_asc_idx";--> statement-breakpoint
DROP INDEX "products_name_desc_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id","farm_id","draft") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id","farm_id","draft") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree (coalesce("discount_price_sen", "price_sen"),"created_at" DESC NULLS FIRST,"id","farm_id","draft","discount_price_sen","price_sen") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree (coalesce("discount_price_sen", "price_sen") desc,"created_at" DESC NULLS FIRST,"id","farm_id","draft","discount_price_sen","price_sen") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_asc_idx" ON "products" USING btree (lower("name"),"created_at" DESC NULLS FIRST,"id","farm_id","draft","name") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_desc_idx" ON "products" USING btree (lower("name") desc,"created_at" DESC NULLS FIRST,"id","farm_id","draft","name") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree (coalesce("rating_average", -1) desc,"created_at" DESC NULLS FIRST,"id","farm_id","draft","rating_average") WHERE "products"."deleted_at" is null;