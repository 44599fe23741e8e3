ALTER TABLE "reviews" ADD COLUMN "shop_reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "shop_replied_at" timestamp with time zone;