-- What store credit paid of an order, and the ledger's entries in the order they were written (docs/product/store-credit.md).
ALTER TABLE "orders" ADD COLUMN "credit_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD COLUMN "position" bigserial NOT NULL;