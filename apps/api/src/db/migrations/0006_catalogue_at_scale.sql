ALTER TABLE "products" ALTER COLUMN "search_document" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_average" double precision GENERATED ALWAYS AS (rating_sum::float8 / nullif(rating_count, 0)) STORED;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree (coalesce("discount_price_sen", "price_sen"),"created_at" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree (coalesce("discount_price_sen", "price_sen") desc,"created_at" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_asc_idx" ON "products" USING btree (lower("name"),"created_at" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_desc_idx" ON "products" USING btree (lower("name") desc,"created_at" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_average" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_variety_idx" ON "products" USING btree (lower("variety"));--> statement-breakpoint
-- Decision record 019: the product's search document holds its farm's name and place too, so a search reads the GIN
-- index instead of building the farm's words for every product at query time.
CREATE FUNCTION product_search_document(product_name text, variety text, product_description text, farm uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', product_name || ' ' || variety || ' ' || product_description), 'A')
    || to_tsvector('simple', f.name || ' ' || f.location || ' ' || f.state)
  FROM farms f WHERE f.id = farm
$$;--> statement-breakpoint
CREATE FUNCTION products_keep_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := product_search_document(NEW.name, NEW.variety, NEW.description, NEW.farm_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF name, variety, description, farm_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_keep_search_document();--> statement-breakpoint
CREATE FUNCTION farms_renew_product_search_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_document = product_search_document(name, variety, description, farm_id)
  WHERE farm_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER farms_product_search_documents AFTER UPDATE OF name, location, state ON farms
  FOR EACH ROW WHEN ((OLD.name, OLD.location, OLD.state) IS DISTINCT FROM (NEW.name, NEW.location, NEW.state))
  EXECUTE FUNCTION farms_renew_product_search_documents();--> statement-breakpoint
UPDATE products SET search_document = product_search_document(name, variety, description, farm_id);--> statement-breakpoint
-- Decision record 019: each product's rating (sum and count of its visible reviews) stored on it, so sorting by rating
-- reads an index. Changed by adding and taking away, never by counting again: the row lock on the product
-- makes two reviews written at once both count. A hidden review counts in no rating (docs/product/catalogue.md, the
-- same rule as visibleReview in visible-review.ts).
CREATE FUNCTION reviews_keep_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    UPDATE products SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1
    WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL THEN
    UPDATE products SET rating_sum = rating_sum + NEW.rating, rating_count = rating_count + 1
    WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_product_rating AFTER INSERT OR DELETE OR UPDATE OF rating, hidden_at, product_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_product_rating();--> statement-breakpoint
UPDATE products p SET rating_sum = r.total, rating_count = r.count
FROM (SELECT product_id, sum(rating)::int AS total, count(*)::int AS count FROM reviews WHERE hidden_at IS NULL GROUP BY product_id) r
WHERE r.product_id = p.id;
