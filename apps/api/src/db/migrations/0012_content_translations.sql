ALTER TABLE "farms" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trees" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Descriptions, stories and care records in Malay and Chinese (docs/product/languages.md, decision record 024). The search
-- documents of products, trees and farms hold the Malay and Chinese descriptions as well as the English.
-- PostgreSQL's parser does not split Chinese into words: a run of Chinese characters is one word, so 猫山王
-- inside a sentence (这款猫山王果肉金黄) could never be found. Every text of a document is therefore indexed
-- twice, as the parser reads it and as han_bigrams() spells its Chinese: each run of Chinese characters as
-- its overlapping pairs and its last character (猫山王 → 猫山 山王 王). A Chinese search is turned into the
-- same pairs, all required (modules/catalogue/search-terms.ts: 猫山王 → 猫山 & 山王), so a word is found
-- anywhere in a sentence. Text without Chinese adds nothing, so English and Malay documents stay as they were.
CREATE FUNCTION han_bigrams(body text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(substr(run.chars[1], i, 2), ' '), '')
  FROM regexp_matches(coalesce(body, ''), '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', 'g') AS run (chars),
    generate_series(1, char_length(run.chars[1])) AS i
$$;
--> statement-breakpoint
-- The words of a text in the 'simple' configuration, its Chinese also as character pairs.
CREATE FUNCTION search_words(body text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, body || ' ' || han_bigrams(body))
$$;
--> statement-breakpoint
-- The Malay and Chinese texts of one field of a row's translations, '' when it has none.
CREATE FUNCTION translated_texts(translations jsonb, field text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(translations -> 'ms' ->> field, '') || ' ' || coalesce(translations -> 'zh' ->> field, '')
$$;
--> statement-breakpoint
DROP TRIGGER products_search_document ON products;
--> statement-breakpoint
DROP TRIGGER trees_search_document ON trees;
--> statement-breakpoint
DROP TRIGGER farms_search_document ON farms;
--> statement-breakpoint
DROP FUNCTION product_search_document(text, text, text, uuid);
--> statement-breakpoint
DROP FUNCTION tree_search_document(text, text, text, uuid);
--> statement-breakpoint
DROP FUNCTION farm_search_document(text, text, text, text, text[]);
--> statement-breakpoint
-- (Parameters are named apart from the columns of farms, which the body reads: a column's name would win.)
CREATE FUNCTION product_search_document(product_name text, variety text, product_description text, product_translations jsonb, farm uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(search_words(
      product_name || ' ' || variety || ' ' || variety_other_names(variety) || ' ' || product_description || ' ' ||
      translated_texts(product_translations, 'description')), 'A')
    || search_words(f.name || ' ' || f.location || ' ' || f.state)
  FROM farms f WHERE f.id = farm
$$;
--> statement-breakpoint
CREATE FUNCTION tree_search_document(tree_name text, variety text, tree_description text, tree_translations jsonb, farm uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(search_words(
      tree_name || ' ' || variety || ' ' || variety_other_names(variety) || ' ' || coalesce(tree_description, '') || ' ' ||
      translated_texts(tree_translations, 'description')), 'A')
    || search_words(f.name || ' ' || f.location || ' ' || f.state)
  FROM farms f WHERE f.id = farm
$$;
--> statement-breakpoint
CREATE FUNCTION farm_search_document(farm_name text, location text, state text, description text, translations jsonb, specialties text[])
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT search_words(farm_name || ' ' || location || ' ' || state || ' ' || description || ' ' ||
      translated_texts(translations, 'description'))
    || search_words(array_to_string(specialties, ' ') || ' ' || variety_other_names(array_to_string(specialties, ' ')))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_keep_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := product_search_document(NEW.name, NEW.variety, NEW.description, NEW.translations, NEW.farm_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trees_keep_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := tree_search_document(NEW.name, NEW.variety, NEW.description, NEW.translations, NEW.farm_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION farms_keep_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := farm_search_document(NEW.name, NEW.location, NEW.state, NEW.description, NEW.translations, NEW.specialties);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION farms_renew_search_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_document = product_search_document(name, variety, description, translations, farm_id)
  WHERE farm_id = NEW.id;
  UPDATE trees SET search_document = tree_search_document(name, variety, description, translations, farm_id)
  WHERE farm_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF name, variety, description, translations, farm_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_keep_search_document();
--> statement-breakpoint
CREATE TRIGGER trees_search_document BEFORE INSERT OR UPDATE OF name, variety, description, translations, farm_id ON trees
  FOR EACH ROW EXECUTE FUNCTION trees_keep_search_document();
--> statement-breakpoint
CREATE TRIGGER farms_search_document BEFORE INSERT OR UPDATE OF name, location, state, description, translations, specialties ON farms
  FOR EACH ROW EXECUTE FUNCTION farms_keep_search_document();
--> statement-breakpoint
UPDATE products SET search_document = product_search_document(name, variety, description, translations, farm_id);
--> statement-breakpoint
UPDATE trees SET search_document = tree_search_document(name, variety, description, translations, farm_id);
--> statement-breakpoint
UPDATE farms SET search_document = farm_search_document(name, location, state, description, translations, specialties);
