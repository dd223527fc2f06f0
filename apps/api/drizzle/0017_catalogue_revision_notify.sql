-- The raised revision is also announced on the channel "catalogue_revision" as the change commits,
-- so a process that hears every commit need not read the row for each answer (ADR 056).
CREATE OR REPLACE FUNCTION "bump_catalogue_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	raised bigint;
BEGIN
	UPDATE "catalogue_revision" SET "revision" = "revision" + 1 WHERE "id" = 1
		RETURNING "revision" INTO raised;
	PERFORM pg_notify('catalogue_revision', raised::text);
	RETURN NULL;
END;
$$;
