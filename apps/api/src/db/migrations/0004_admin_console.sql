CREATE TABLE "admin_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dropoff_points" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "dropoff_points" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "dropoff_points" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "low_stock_level" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "legal_name" text DEFAULT 'Durio Sdn. Bhd.' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "address_lines" text[] DEFAULT '{"Level 8, Menara Durio, 88 Jalan Ampang","50450 Kuala Lumpur, Malaysia"}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "contact_email" text DEFAULT 'hello@durio.my' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "contact_phone" text DEFAULT '+60 3-2181 8800' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_changes_entity_idx" ON "admin_changes" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_changes_created_idx" ON "admin_changes" USING btree ("created_at");