CREATE TABLE "catalogue_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_revision_single_row" CHECK ("catalogue_revision"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_revision" ("id", "revision") VALUES (1, 0);
--> statement-breakpoint
-- Raised once per statement that changes what a storefront shows; cached answers compare it.
CREATE FUNCTION "bump_catalogue_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
	catalogue_table text;
BEGIN
	FOREACH catalogue_table IN ARRAY ARRAY[
		'businesses', 'branches', 'categories', 'category_branches', 'items', 'item_branches',
		'item_taxes', 'price_labels', 'modifier_groups', 'modifiers', 'modifier_taxes', 'taxes',
		'opening_hours', 'menu_discounts'
	] LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
			'FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"()',
			catalogue_table || '_bump_catalogue_revision', catalogue_table
		);
	END LOOP;
END;
$$;
