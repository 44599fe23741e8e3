CREATE TABLE "sandbox_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"signature" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due_idx" ON "sandbox_webhooks" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "payments_reconcile_idx" ON "payments" USING btree ("reconcile_at") WHERE "payments"."reconcile_at" is not null;--> statement-breakpoint
-- Attempts opened before reconciliation existed: check every unsettled one, and every refund still owed.
UPDATE "payments" SET "reconcile_at" = now()
WHERE "status" IN ('PENDING', 'FAILED')
   OR ("status" = 'PAID' AND ("failure_reason" = 'Duplicate payment: the order was already paid'
       OR "order_id" IN (SELECT "id" FROM "orders" WHERE "status" = 'CANCELLED')));
