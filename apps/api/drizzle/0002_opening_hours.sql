CREATE TABLE "opening_hours" (
	"branch_id" integer NOT NULL,
	"selling_type" text NOT NULL,
	"hours" jsonb NOT NULL,
	CONSTRAINT "opening_hours_branch_id_selling_type_pk" PRIMARY KEY("branch_id","selling_type"),
	CONSTRAINT "opening_hours_selling_type_known" CHECK ("opening_hours"."selling_type" in ('delivery', 'dine_in', 'car_pickup'))
);
--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;