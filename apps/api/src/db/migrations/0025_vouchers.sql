-- Voucher codes and the uses each customer took (docs/product/fees.md, "Discounts"; decision record 040).
CREATE TABLE "voucher_customer_uses" (
	"voucher_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "voucher_customer_uses_voucher_id_user_id_pk" PRIMARY KEY("voucher_id","user_id"),
	CONSTRAINT "voucher_customer_uses_not_negative" CHECK ("voucher_customer_uses"."uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_bps" integer,
	"amount_sen" integer,
	"min_spend_sen" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"farm_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"varieties" text[] DEFAULT '{}'::text[] NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"uses_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_uses_not_negative" CHECK ("vouchers"."uses_taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "voucher_customer_uses" ADD CONSTRAINT "voucher_customer_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_customer_uses" ADD CONSTRAINT "voucher_customer_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;