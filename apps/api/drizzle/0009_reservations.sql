CREATE TABLE "reservation_slot_seats" (
	"branch_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"seats_taken" integer NOT NULL,
	CONSTRAINT "reservation_slot_seats_branch_id_slot_start_pk" PRIMARY KEY("branch_id","slot_start"),
	CONSTRAINT "reservation_slot_seats_not_negative" CHECK ("reservation_slot_seats"."seats_taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"slot_date" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"party_size" integer NOT NULL,
	"table_id" integer,
	"note" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservations_status_value" CHECK ("reservations"."status" in (0, 1, 2, 3)),
	CONSTRAINT "reservations_type_value" CHECK ("reservations"."type" in (1, 2)),
	CONSTRAINT "reservations_party_size_positive" CHECK ("reservations"."party_size" > 0),
	CONSTRAINT "reservations_slot_order" CHECK ("reservations"."slot_end" > "reservations"."slot_start")
);
--> statement-breakpoint
ALTER TABLE "reservation_slot_seats" ADD CONSTRAINT "reservation_slot_seats_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_table_slot_held" ON "reservations" USING btree ("table_id","slot_start") WHERE "reservations"."table_id" is not null and "reservations"."status" <> 2;--> statement-breakpoint
CREATE INDEX "reservations_user_index" ON "reservations" USING btree ("user_id","slot_start");--> statement-breakpoint
CREATE INDEX "reservations_branch_slot_index" ON "reservations" USING btree ("branch_id","slot_start");