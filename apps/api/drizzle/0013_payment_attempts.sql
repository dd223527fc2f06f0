ALTER TABLE "payments" ADD COLUMN "outcome" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Attempts decided before outcomes were recorded: an approval counted, a decline failed.
UPDATE "payments" SET "outcome" = 'paid', "outcome_at" = "decided_at" WHERE "gateway_status" = 'approved';--> statement-breakpoint
UPDATE "payments" SET "outcome" = 'failed', "outcome_at" = "decided_at" WHERE "gateway_status" IN ('declined', 'cancelled');--> statement-breakpoint
-- Of an order's undecided attempts only the newest stays open; the older ones are withdrawn.
UPDATE "payments" AS "older" SET "outcome" = 'voided', "gateway_status" = 'voided', "outcome_at" = now() WHERE "older"."outcome" = 'open' AND "older"."order_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "payments" AS "newer" WHERE "newer"."order_id" = "older"."order_id" AND "newer"."outcome" = 'open' AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."outcome" = 'open' and "payments"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_purchase" ON "payments" USING btree ("purchase_id") WHERE "payments"."outcome" = 'open' and "payments"."purchase_id" is not null;