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
ALTER TABLE "trees" ADD COLUMN "next_drop_on" date;--> statement-breakpoint
ALTER TABLE "trees" ADD COLUMN "expected_fruits" integer;--> statement-breakpoint
ALTER TABLE "harvest_windows" ADD CONSTRAINT "harvest_windows_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "harvest_windows_farm_idx" ON "harvest_windows" USING btree ("farm_id",lower("variety"),"starts_on");--> statement-breakpoint
ALTER TABLE "trees" ADD CONSTRAINT "trees_expected_fruits_not_negative" CHECK ("trees"."expected_fruits" >= 0);