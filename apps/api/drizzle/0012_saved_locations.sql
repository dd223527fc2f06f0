CREATE TABLE "saved_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"title" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"area_id" integer,
	"address_type" smallint NOT NULL,
	"fields" jsonb NOT NULL,
	"contact_phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_locations_lat_range" CHECK ("saved_locations"."lat" between -90 and 90),
	CONSTRAINT "saved_locations_lng_range" CHECK ("saved_locations"."lng" between -180 and 180),
	CONSTRAINT "saved_locations_address_type_known" CHECK ("saved_locations"."address_type" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "saved_locations" ADD CONSTRAINT "saved_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_locations" ADD CONSTRAINT "saved_locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_locations" ADD CONSTRAINT "saved_locations_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_locations_user_id_index" ON "saved_locations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_locations_one_default" ON "saved_locations" USING btree ("user_id") WHERE "saved_locations"."is_default";