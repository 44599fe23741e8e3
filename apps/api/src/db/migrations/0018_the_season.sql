CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"tree_id" uuid,
	"variety" text,
	"email" text NOT NULL,
	"user_id" uuid,
	"language" text NOT NULL,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_token_unique" UNIQUE("token"),
	CONSTRAINT "stock_alerts_one_target" CHECK (("stock_alerts"."product_id" is not null)::int + ("stock_alerts"."tree_id" is not null)::int + ("stock_alerts"."variety" is not null)::int = 1)
);
--> statement-breakpoint
CREATE TABLE "harvest_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"variety" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"peak_starts_on" date,
	"peak_ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "harvest_windows_in_order" CHECK ("harvest_windows"."starts_on" <= "harvest_windows"."ends_on"),
	CONSTRAINT "harvest_windows_peak_inside" CHECK (("harvest_windows"."peak_starts_on" is null and "harvest_windows"."peak_ends_on" is null) or ("harvest_windows"."starts_on" <= "harvest_windows"."peak_starts_on" and "harvest_windows"."peak_starts_on" <= "harvest_windows"."peak_ends_on" and "harvest_windows"."peak_ends_on" <= "harvest_windows"."ends_on"))
);
--> statement-breakpoint
CREATE TABLE "preorder_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"window_id" uuid NOT NULL,
	"tree_id" uuid,
	"product_id" uuid NOT NULL,
	"fruits_offered" integer NOT NULL,
	"fruits_reserved" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preorder_offers_fruits" CHECK ("preorder_offers"."fruits_reserved" >= 0 and "preorder_offers"."fruits_reserved" <= "preorder_offers"."fruits_offered")
);
--> statement-breakpoint
CREATE TABLE "preorders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"fruits" integer NOT NULL,
	"fruits_filled" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preorders_fruits" CHECK ("preorders"."fruits" > 0 and "preorders"."fruits_filled" >= 0 and "preorders"."fruits_filled" <= "preorders"."fruits")
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "trees" ADD COLUMN "next_drop_on" date;--> statement-breakpoint
ALTER TABLE "trees" ADD COLUMN "expected_fruits" integer;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_tree_id_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_windows" ADD CONSTRAINT "harvest_windows_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_offers" ADD CONSTRAINT "preorder_offers_window_id_harvest_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."harvest_windows"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_offers" ADD CONSTRAINT "preorder_offers_tree_id_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_offers" ADD CONSTRAINT "preorder_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_offer_id_preorder_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."preorder_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("email",coalesce("product_id"::text, "tree_id"::text, lower("variety"))) WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("created_at") WHERE "stock_alerts"."confirmed_at" is not null and "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "harvest_windows_farm_idx" ON "harvest_windows" USING btree ("farm_id",lower("variety"),"starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "preorder_offers_one_per_window_idx" ON "preorder_offers" USING btree ("window_id",coalesce("tree_id"::text, ''));--> statement-breakpoint
CREATE INDEX "preorder_offers_tree_idx" ON "preorder_offers" USING btree ("tree_id");--> statement-breakpoint
CREATE INDEX "preorders_offer_idx" ON "preorders" USING btree ("offer_id","created_at");--> statement-breakpoint
ALTER TABLE "trees" ADD CONSTRAINT "trees_expected_fruits_not_negative" CHECK ("trees"."expected_fruits" >= 0);