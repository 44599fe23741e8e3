ALTER TABLE "farms" ALTER COLUMN "search_document" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trees" ALTER COLUMN "search_document" DROP EXPRESSION;--> statement-breakpoint
-- Decision record 019: a farm's specialties are part of its stored search document (array_to_string is not immutable,
-- so a generated column could not hold them and every search built them for every farm).
CREATE FUNCTION farm_search_document(farm_name text, location text, state text, description text, specialties text[])
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT to_tsvector('simple', farm_name || ' ' || location || ' ' || state || ' ' || description)
    || to_tsvector('simple', array_to_string(specialties, ' '))
$$;--> statement-breakpoint
CREATE FUNCTION farms_keep_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := farm_search_document(NEW.name, NEW.location, NEW.state, NEW.description, NEW.specialties);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER farms_search_document BEFORE INSERT OR UPDATE OF name, location, state, description, specialties ON farms
  FOR EACH ROW EXECUTE FUNCTION farms_keep_search_document();--> statement-breakpoint
UPDATE farms SET search_document = farm_search_document(name, location, state, description, specialties);--> statement-breakpoint
-- A tree's own words (weight A) and its farm's name and place: the site-wide search finds the trees of Raub
-- farms by 'raub' through the index; a farm's own tree list asks for the tree's words only (weight A).
CREATE FUNCTION tree_search_document(tree_name text, variety text, tree_description text, farm uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', tree_name || ' ' || variety || ' ' || coalesce(tree_description, '')), 'A')
    || to_tsvector('simple', f.name || ' ' || f.location || ' ' || f.state)
  FROM farms f WHERE f.id = farm
$$;--> statement-breakpoint
CREATE FUNCTION trees_keep_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := tree_search_document(NEW.name, NEW.variety, NEW.description, NEW.farm_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER trees_search_document BEFORE INSERT OR UPDATE OF name, variety, description, farm_id ON trees
  FOR EACH ROW EXECUTE FUNCTION trees_keep_search_document();--> statement-breakpoint
UPDATE trees SET search_document = tree_search_document(name, variety, description, farm_id);--> statement-breakpoint
-- A farm renamed or moved renews the documents of its products and its trees (0006 renewed products only).
DROP TRIGGER farms_product_search_documents ON farms;--> statement-breakpoint
DROP FUNCTION farms_renew_product_search_documents();--> statement-breakpoint
CREATE FUNCTION farms_renew_search_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_document = product_search_document(name, variety, description, farm_id)
  WHERE farm_id = NEW.id;
  UPDATE trees SET search_document = tree_search_document(name, variety, description, farm_id)
  WHERE farm_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER farms_search_documents AFTER UPDATE OF name, location, state ON farms
  FOR EACH ROW WHEN ((OLD.name, OLD.location, OLD.state) IS DISTINCT FROM (NEW.name, NEW.location, NEW.state))
  EXECUTE FUNCTION farms_renew_search_documents();--> statement-breakpoint
-- The planner's estimate of the price filter: without statistics of the price paid it guessed 0.5% of the
-- catalogue for any range and read a whole range, then sorted it, instead of walking the page's own order.
CREATE STATISTICS products_price_paid_stats ON (coalesce(discount_price_sen, price_sen)) FROM products;
