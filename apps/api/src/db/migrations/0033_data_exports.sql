-- "Download my data" (docs/product/your-data.md): the copies of their data customers ask for, one pending per customer, each link stored as a hash.
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_until" timestamp with time zone,
	"file_key" text,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "data_exports_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_pending_per_user_idx" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "data_exports_pending_idx" ON "data_exports" USING btree ("created_at") WHERE "data_exports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "data_exports_ready_expiry_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."status" = 'ready';