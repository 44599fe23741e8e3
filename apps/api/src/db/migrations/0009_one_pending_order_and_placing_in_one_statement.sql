-- A customer keeps at most one unpaid order (docs/product/orders-and-payments.md: a new checkout replaces the older). Older duplicates,
-- left by two checkouts at the same moment before this index, are cancelled as a new checkout cancels them:
-- their stock goes back and their history says why. The one kept is the newest with a payment attempt, else the
-- newest; a capture that still lands on a cancelled one is given back by the payment reconciler. The table is
-- locked until the index exists, so no copy still running the previous version adds a duplicate meanwhile,
-- and no payment or sweeper moves a duplicate between its choice and its cancelling.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
WITH ranked AS (
	SELECT "id", row_number() OVER (
		PARTITION BY "user_id"
		ORDER BY EXISTS (SELECT 1 FROM "payments" WHERE "payments"."order_id" = "orders"."id") DESC, "created_at" DESC, "id" DESC
	) AS "keep_order"
	FROM "orders" WHERE "status" = 'PENDING' AND "user_id" IS NOT NULL
), cancelled AS (
	UPDATE "orders" SET "status" = 'CANCELLED', "cancelled_at" = now(), "updated_at" = now()
	WHERE "status" = 'PENDING' AND "id" IN (SELECT "id" FROM ranked WHERE "keep_order" > 1)
	RETURNING "id"
), restocked AS (
	UPDATE "products" SET "stock" = "products"."stock" + returned."quantity"
	FROM (
		SELECT "product_id", sum("quantity")::int AS "quantity" FROM "order_items"
		WHERE "order_id" IN (SELECT "id" FROM cancelled) GROUP BY "product_id"
	) AS returned
	WHERE "products"."id" = returned."product_id"
)
INSERT INTO "order_updates" ("order_id", "status", "message", "updated_by")
SELECT "id", 'CANCELLED', 'Order cancelled: replaced by a new checkout', 'Customer' FROM cancelled;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_user_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'PENDING';
--> statement-breakpoint
-- An order is placed in one statement (modules/orders/order-placement.ts) that must fail as a whole when a
-- line cannot be reserved: called with false, this raises, and the statement's other changes are undone.
CREATE FUNCTION refuse_unless(ok boolean, reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
	IF NOT ok THEN
		RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
	END IF;
	RETURN true;
END $$;
