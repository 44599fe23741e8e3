-- The console at a million orders and 200,000 customers (bench:large): the orders list's sorts and date ranges, the dashboard's paid days and the customers list's two orders walked in their indexes.
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("display_name"));--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_sen","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");