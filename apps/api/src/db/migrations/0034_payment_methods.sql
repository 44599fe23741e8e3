-- How each payment was made (docs/product/payment-methods.md): a card, FPX and its bank, an e-wallet or DuitNow QR; the sandbox can capture a payment minutes after its bank approved it. Payments taken before this were all by card.
ALTER TABLE "sandbox_payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "captures_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text;--> statement-breakpoint
UPDATE "payments" SET "method" = 'card' WHERE "status" IN ('PAID', 'REFUNDED');