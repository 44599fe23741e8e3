CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"receipt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_sen" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "amount_refunded_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "priced_by" text DEFAULT 'unit' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grade_note" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "form" text DEFAULT 'whole' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_per_kg_sen" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "min_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "max_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fruit_weights_grams" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "weighed_total_sen" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_bps" integer;--> statement-breakpoint
-- Orders placed before this migration were charged at the shop's rate of the time, as far as the shop knows the current one.
UPDATE "orders" SET "tax_rate_bps" = coalesce((SELECT "tax_rate_bps" FROM "shop_settings" LIMIT 1), 700);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_rate_bps" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighed_subtotal_sen" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighed_tax_sen" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighed_total_sen" integer;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_weighing_per_order_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."reason" = 'weighing';--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_refunds_within_capture" CHECK ("sandbox_payments"."amount_refunded_sen" between 0 and "sandbox_payments"."amount_sen");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_range" CHECK ("products"."priced_by" = 'unit' or ("products"."min_weight_grams" > 0 and "products"."min_weight_grams" <= "products"."weight_grams" and "products"."weight_grams" <= 20000));--> statement-breakpoint
-- The ledger starts with the refunds already made: each refunded payment gave back its whole capture.
INSERT INTO "refunds" ("payment_id", "order_id", "reason", "amount_sen", "status", "gateway_refund_id", "created_at", "done_at")
SELECT "id", "order_id",
  CASE WHEN "failure_reason" = 'Duplicate payment: the order was already paid' THEN 'duplicate' ELSE 'cancel' END,
  "amount_sen", 'DONE', "refund_id", "updated_at", "updated_at"
FROM "payments" WHERE "status" = 'REFUNDED' AND "amount_sen" > 0;--> statement-breakpoint
UPDATE "sandbox_payments" SET "amount_refunded_sen" = "amount_sen" WHERE "status" = 'refunded';
