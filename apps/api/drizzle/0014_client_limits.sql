CREATE TABLE "rate_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose_known";--> statement-breakpoint
CREATE INDEX "rate_hits_kind_key_at_index" ON "rate_hits" USING btree ("kind","key","at");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_known" CHECK ("otp_challenges"."purpose" in ('login', 'verify_phone', 'order_phone'));