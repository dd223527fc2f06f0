CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"schedule" jsonb,
	CONSTRAINT "categories_business_id_id_unique" UNIQUE("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "category_branches" (
	"category_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"available" text,
	CONSTRAINT "category_branches_category_id_branch_id_pk" PRIMARY KEY("category_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "item_branches" (
	"item_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "item_branches_item_id_branch_id_pk" PRIMARY KEY("item_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "item_taxes" (
	"item_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "item_taxes_item_id_tax_id_pk" PRIMARY KEY("item_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"types" text[] NOT NULL,
	"pricing_type" smallint DEFAULT 0 NOT NULL,
	"calories" integer,
	"preparation_minutes" integer,
	"comment_required" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "items_business_id_id_unique" UNIQUE("business_id","id"),
	CONSTRAINT "items_types_known" CHECK ("items"."types" <@ array['delivery', 'dine_in', 'car_pickup', 'reservation']::text[]),
	CONSTRAINT "items_pricing_type_range" CHECK ("items"."pricing_type" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "price_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"price" bigint NOT NULL,
	"minimum" integer DEFAULT 1 NOT NULL,
	"maximum" integer DEFAULT 1000 NOT NULL,
	"weight_grams" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_labels_price_not_negative" CHECK ("price_labels"."price" >= 0),
	CONSTRAINT "price_labels_count_range" CHECK ("price_labels"."minimum" >= 1 and "price_labels"."maximum" >= "price_labels"."minimum")
);
--> statement-breakpoint
CREATE TABLE "modifier_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifier_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"minimum" integer DEFAULT 0 NOT NULL,
	"maximum" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifier_groups_count_range" CHECK ("modifier_groups"."minimum" >= 0 and "modifier_groups"."maximum" >= greatest("modifier_groups"."minimum", 1))
);
--> statement-breakpoint
CREATE TABLE "modifier_taxes" (
	"modifier_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "modifier_taxes_modifier_id_tax_id_pk" PRIMARY KEY("modifier_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"maximum_quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifiers_price_not_negative" CHECK ("modifiers"."price" >= 0),
	CONSTRAINT "modifiers_maximum_quantity_positive" CHECK ("modifiers"."maximum_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"inclusive" boolean NOT NULL,
	CONSTRAINT "taxes_business_id_id_unique" UNIQUE("business_id","id"),
	CONSTRAINT "taxes_rate_range" CHECK ("taxes"."rate_basis_points" >= 0 and "taxes"."rate_basis_points" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_fk" FOREIGN KEY ("business_id","parent_id") REFERENCES "public"."categories"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_branches" ADD CONSTRAINT "category_branches_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_branches" ADD CONSTRAINT "category_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_branches" ADD CONSTRAINT "item_branches_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_branches" ADD CONSTRAINT "item_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_taxes" ADD CONSTRAINT "item_taxes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_taxes" ADD CONSTRAINT "item_taxes_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_fk" FOREIGN KEY ("business_id","category_id") REFERENCES "public"."categories"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_labels" ADD CONSTRAINT "price_labels_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_taxes" ADD CONSTRAINT "modifier_taxes_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_taxes" ADD CONSTRAINT "modifier_taxes_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_branches_branch_id_index" ON "item_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "price_labels_item_id_index" ON "price_labels" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "modifier_groups_item_id_index" ON "modifier_groups" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "modifiers_group_id_index" ON "modifiers" USING btree ("group_id");