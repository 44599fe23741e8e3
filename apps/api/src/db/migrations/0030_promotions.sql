-- Automatic promotions, and what each discount took off an order by name (docs/product/fees.md, "Discounts").
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent_bps" integer,
	"amount_sen" integer,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"min_spend_sen" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"farm_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"varieties" text[] DEFAULT '{}'::text[] NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;