ALTER TABLE "categories" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_business_id_key_unique" UNIQUE("business_id","key");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_business_id_key_unique" UNIQUE("business_id","key");--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_business_id_key_unique" UNIQUE("business_id","key");--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_business_id_key_unique" UNIQUE("business_id","key");