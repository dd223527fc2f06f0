CREATE TABLE "branches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"reference_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "branches_reference_id_unique" UNIQUE("reference_id"),
	CONSTRAINT "branches_business_id_id_unique" UNIQUE("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "businesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference_id" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"business_type" text NOT NULL,
	"currency" char(3) NOT NULL,
	"locales" text[] NOT NULL,
	"country" char(2) DEFAULT 'KW' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kuwait' NOT NULL,
	"theme_color" text,
	"theme_accent_color" text,
	"theme_background_color" text,
	"dark_mode" text DEFAULT 'auto' NOT NULL,
	"default_branch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_reference_id_unique" UNIQUE("reference_id"),
	CONSTRAINT "businesses_reference_id_format" CHECK ("businesses"."reference_id" ~ '^[A-Za-z0-9_-]{1,120}$'),
	CONSTRAINT "businesses_currency_format" CHECK ("businesses"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "businesses_country_format" CHECK ("businesses"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "businesses_locales_not_empty" CHECK (cardinality("businesses"."locales") > 0),
	CONSTRAINT "businesses_dark_mode_value" CHECK ("businesses"."dark_mode" in ('auto', 'off', 'on'))
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_default_branch_fk" FOREIGN KEY ("id","default_branch_id") REFERENCES "public"."branches"("business_id","id") ON DELETE no action ON UPDATE no action;