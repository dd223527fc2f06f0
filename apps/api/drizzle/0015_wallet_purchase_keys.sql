-- A purchase made before keys were asked is its own key: its id is unique already.
ALTER TABLE "wallet_package_purchases" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "wallet_package_purchases" SET "idempotency_key" = "id";--> statement-breakpoint
ALTER TABLE "wallet_package_purchases" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_package_purchases_user_key_index" ON "wallet_package_purchases" USING btree ("user_id","idempotency_key");
