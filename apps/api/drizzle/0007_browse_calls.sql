CREATE TABLE "banner_reach" (
	"banner_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_reach_banner_id_day_pk" PRIMARY KEY("banner_id","day")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"branch_id" integer,
	"title" jsonb NOT NULL,
	"text" jsonb,
	"image" text,
	"link_item_id" integer,
	"link_category_id" integer,
	"link_url" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_days_in_order" CHECK ("banners"."ends_on" >= "banners"."starts_on"),
	CONSTRAINT "banners_one_link" CHECK (num_nonnulls("banners"."link_item_id", "banners"."link_category_id", "banners"."link_url") <= 1)
);
--> statement-breakpoint
CREATE TABLE "visit_counts" (
	"branch_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_counts_branch_id_day_source_pk" PRIMARY KEY("branch_id","day","source"),
	CONSTRAINT "visit_counts_source_known" CHECK ("visit_counts"."source" in ('web', 'app'))
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "banner_reach" ADD CONSTRAINT "banner_reach_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_item_id_items_id_fk" FOREIGN KEY ("link_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_branch_fk" FOREIGN KEY ("business_id","branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_counts" ADD CONSTRAINT "visit_counts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_business_id_index" ON "banners" USING btree ("business_id");--> statement-breakpoint
-- Banners are shown to customers, so they raise the catalogue revision (0005); reach and visit counts do not.
CREATE TRIGGER "banners_bump_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
