CREATE TABLE "delivery_closed_dates" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_slot_bookings" (
	"slot_id" uuid NOT NULL,
	"day" date NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "delivery_slot_bookings_slot_id_day_pk" PRIMARY KEY("slot_id","day"),
	CONSTRAINT "delivery_slot_bookings_booked" CHECK ("delivery_slot_bookings"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_slots_capacity" CHECK ("delivery_slots"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "lead_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "cutoff" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "closed_weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window" text;--> statement-breakpoint
ALTER TABLE "delivery_slot_bookings" ADD CONSTRAINT "delivery_slot_bookings_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_slot_id_delivery_slots_id_fk" FOREIGN KEY ("delivery_slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date","delivery_slot_id");--> statement-breakpoint
-- The starting zones' calendars and runs (docs/product/delivery.md): the Klang Valley the same day for orders by noon,
-- in three runs; the rest of the peninsula the next day and East Malaysia two days on, neither on Sundays.
UPDATE "delivery_zones" SET "lead_days" = 0 WHERE 'selangor' = ANY ("states");--> statement-breakpoint
UPDATE "delivery_zones" SET "lead_days" = 1, "closed_weekdays" = '{0}' WHERE 'penang' = ANY ("states");--> statement-breakpoint
UPDATE "delivery_zones" SET "lead_days" = 2, "closed_weekdays" = '{0}' WHERE 'sabah' = ANY ("states");--> statement-breakpoint
INSERT INTO "delivery_slots" ("zone_id", "starts_at", "ends_at", "capacity")
  SELECT "id", runs.starts_at, runs.ends_at, 20 FROM "delivery_zones",
    (VALUES ('10:00', '13:00'), ('14:00', '18:00'), ('18:00', '21:00')) AS runs (starts_at, ends_at)
  WHERE 'selangor' = ANY ("states");--> statement-breakpoint
INSERT INTO "delivery_slots" ("zone_id", "starts_at", "ends_at", "capacity")
  SELECT "id", '10:00', '18:00', 40 FROM "delivery_zones" WHERE 'penang' = ANY ("states") OR 'sabah' = ANY ("states");
