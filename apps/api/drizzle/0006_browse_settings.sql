CREATE TABLE "item_suggestions" (
	"business_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"suggested_item_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_suggestions_item_id_suggested_item_id_pk" PRIMARY KEY("item_id","suggested_item_id"),
	CONSTRAINT "item_suggestions_not_itself" CHECK ("item_suggestions"."item_id" <> "item_suggestions"."suggested_item_id")
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "ingredients_business_id_id_unique" UNIQUE("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "item_ingredients" (
	"business_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_ingredients_item_id_ingredient_id_pk" PRIMARY KEY("item_id","ingredient_id")
);
--> statement-breakpoint
CREATE TABLE "item_tags" (
	"business_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "item_tags_item_id_tag_id_pk" PRIMARY KEY("item_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "tags_business_id_id_unique" UNIQUE("business_id","id"),
	CONSTRAINT "tags_business_key_unique" UNIQUE("business_id","key"),
	CONSTRAINT "tags_key_format" CHECK ("tags"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "business_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"https" boolean DEFAULT true NOT NULL,
	"redirect_shared" boolean DEFAULT false NOT NULL,
	CONSTRAINT "business_hosts_host_format" CHECK ("business_hosts"."host" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$' and length("business_hosts"."host") <= 253),
	CONSTRAINT "business_hosts_redirect_from_primary" CHECK (not "business_hosts"."redirect_shared" or "business_hosts"."primary")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_category_items" (
	"business_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "smart_category_items_category_id_item_id_pk" PRIMARY KEY("category_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "show_standard_sub_cats" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "smart" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "highlighted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "stickers" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_suggestions" ADD CONSTRAINT "item_suggestions_item_fk" FOREIGN KEY ("business_id","item_id") REFERENCES "public"."items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_suggestions" ADD CONSTRAINT "item_suggestions_suggested_item_fk" FOREIGN KEY ("business_id","suggested_item_id") REFERENCES "public"."items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ingredients" ADD CONSTRAINT "item_ingredients_item_fk" FOREIGN KEY ("business_id","item_id") REFERENCES "public"."items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ingredients" ADD CONSTRAINT "item_ingredients_ingredient_fk" FOREIGN KEY ("business_id","ingredient_id") REFERENCES "public"."ingredients"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_item_fk" FOREIGN KEY ("business_id","item_id") REFERENCES "public"."items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_tag_fk" FOREIGN KEY ("business_id","tag_id") REFERENCES "public"."tags"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_hosts" ADD CONSTRAINT "business_hosts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_category_items" ADD CONSTRAINT "smart_category_items_category_fk" FOREIGN KEY ("business_id","category_id") REFERENCES "public"."categories"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_category_items" ADD CONSTRAINT "smart_category_items_item_fk" FOREIGN KEY ("business_id","item_id") REFERENCES "public"."items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_ingredients_ingredient_id_index" ON "item_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "item_tags_tag_id_index" ON "item_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "business_hosts_business_id_index" ON "business_hosts" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_hosts_one_primary" ON "business_hosts" USING btree ("business_id") WHERE "business_hosts"."primary";--> statement-breakpoint
CREATE INDEX "themes_business_id_index" ON "themes" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_one_highlighted_per_business" ON "categories" USING btree ("business_id") WHERE "categories"."highlighted";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_smart_at_top_level" CHECK (not "categories"."smart" or "categories"."parent_id" is null);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_stickers_known" CHECK ("items"."stickers" <@ array['new', 'popular', 'chef_choice', 'limited', 'seasonal']::text[]);--> statement-breakpoint
-- The new tables a storefront shows raise the catalogue revision too (0005), so cached answers change with them.
DO $$
DECLARE
	catalogue_table text;
BEGIN
	FOREACH catalogue_table IN ARRAY ARRAY[
		'tags', 'item_tags', 'ingredients', 'item_ingredients', 'item_suggestions',
		'smart_category_items', 'business_hosts', 'themes'
	] LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
			'FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"()',
			catalogue_table || '_bump_catalogue_revision', catalogue_table
		);
	END LOOP;
END;
$$;
