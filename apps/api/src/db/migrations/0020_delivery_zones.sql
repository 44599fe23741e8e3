CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"postcode_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_fee_sen" integer NOT NULL,
	"free_delivery_over_sen" integer NOT NULL,
	"forms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The three zones a shop starts with (docs/product/delivery.md). The Klang Valley keeps the delivery fee and
-- threshold the shop had set; fresh whole fruit does not travel to East Malaysia.
INSERT INTO "delivery_zones" ("name", "translations", "states", "delivery_fee_sen", "free_delivery_over_sen", "forms", "created_at") VALUES
  ('Klang Valley', '{"ms":{"name":"Lembah Klang"},"zh":{"name":"巴生谷"}}', '{kuala-lumpur,putrajaya,selangor}',
    coalesce((SELECT "delivery_fee_sen" FROM "shop_settings" WHERE "id" = 1), 1500),
    coalesce((SELECT "free_delivery_over_sen" FROM "shop_settings" WHERE "id" = 1), 10000),
    '{whole,flesh,frozen}', now() - interval '3 seconds'),
  ('Peninsular Malaysia', '{"ms":{"name":"Semenanjung Malaysia"},"zh":{"name":"西马半岛"}}',
    '{perlis,kedah,penang,kelantan,terengganu,pahang,perak,negeri-sembilan,melaka,johor}', 2500, 20000,
    '{whole,flesh,frozen}', now() - interval '2 seconds'),
  ('Sabah, Sarawak and Labuan', '{"ms":{"name":"Sabah, Sarawak dan Labuan"},"zh":{"name":"沙巴、砂拉越和纳闽"}}',
    '{sabah,sarawak,labuan}', 4500, 30000, '{flesh,frozen}', now() - interval '1 second');
--> statement-breakpoint
ALTER TABLE "shop_settings" DROP COLUMN "delivery_fee_sen";--> statement-breakpoint
ALTER TABLE "shop_settings" DROP COLUMN "free_delivery_over_sen";