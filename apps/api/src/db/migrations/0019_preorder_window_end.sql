ALTER TABLE "preorders" DROP CONSTRAINT "preorders_fruits";--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "fruits_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "fruits_substituted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "choice_offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "choice" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_unfilled_per_order_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."reason" = 'unfilled';--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_fruits" CHECK ("preorders"."fruits" > 0 and "preorders"."fruits_filled" >= 0 and "preorders"."fruits_refunded" >= 0 and "preorders"."fruits_substituted" >= 0 and "preorders"."fruits_substituted" <= "preorders"."fruits_filled" and "preorders"."fruits_filled" + "preorders"."fruits_refunded" <= "preorders"."fruits");