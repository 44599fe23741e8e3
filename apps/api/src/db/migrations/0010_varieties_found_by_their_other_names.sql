-- docs/product/catalogue.md: shoppers search for a variety by the name they know it by, in Chinese (猫山王 for Musang King, in
-- simplified and traditional characters) or in Malay (Raja Kunyit). Those names become words of every search
-- document that holds a variety: a product's and a tree's own words, and a farm's specialties. Names are matched
-- anywhere in the variety, so 'Musang King D197' and 'musang king' both have them.
CREATE FUNCTION variety_other_names(varieties text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(known.names, ' '), '')
  FROM (VALUES
    ('musang king', '猫山王 貓山王 Raja Kunyit'),
    ('black thorn', '黑刺 乌刺 烏刺 Duri Hitam Ochee'),
    ('red prawn', '红虾 紅蝦 Udang Merah'),
    ('d24', '苏丹王 蘇丹王 Sultan'),
    ('golden phoenix', '金凤 金鳳'),
    ('hor lor', '葫芦 葫蘆'),
    ('tekka', '竹脚 竹腳'),
    ('kampung', '甘榜')
  ) AS known (variety, names)
  WHERE position(known.variety IN lower(varieties)) > 0
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_document(product_name text, variety text, product_description text, farm uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple',
      product_name || ' ' || variety || ' ' || variety_other_names(variety) || ' ' || product_description), 'A')
    || to_tsvector('simple', f.name || ' ' || f.location || ' ' || f.state)
  FROM farms f WHERE f.id = farm
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tree_search_document(tree_name text, variety text, tree_description text, farm uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple',
      tree_name || ' ' || variety || ' ' || variety_other_names(variety) || ' ' || coalesce(tree_description, '')), 'A')
    || to_tsvector('simple', f.name || ' ' || f.location || ' ' || f.state)
  FROM farms f WHERE f.id = farm
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION farm_search_document(farm_name text, location text, state text, description text, specialties text[])
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT to_tsvector('simple', farm_name || ' ' || location || ' ' || state || ' ' || description)
    || to_tsvector('simple', array_to_string(specialties, ' ') || ' ' || variety_other_names(array_to_string(specialties, ' ')))
$$;
--> statement-breakpoint
UPDATE products SET search_document = product_search_document(name, variety, description, farm_id);
--> statement-breakpoint
UPDATE trees SET search_document = tree_search_document(name, variety, description, farm_id);
--> statement-breakpoint
UPDATE farms SET search_document = farm_search_document(name, location, state, description, specialties);
