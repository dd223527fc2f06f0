-- Open payments the payer never came back from are asked about by a sweep, and withdrawn at their limit (ADR 069).
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_open_by_age_index" ON "payments" USING btree ("created_at") WHERE "payments"."outcome" = 'open';