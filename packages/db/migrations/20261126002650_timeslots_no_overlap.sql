-- Two slots of one surface may not overlap (docs/timeslots.md, "Overlaps"): an exclusion constraint holds the
-- rule in the database, under the API's own check. btree_gist gives uuid equality a GiST operator class;
-- PGlite loads it at start (packages/db/src/client.ts) and PostgreSQL 13+ trusts it, so a database owner
-- without superuser rights may create it.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- Deferred to commit: a call moving many slots rewrites them in a few statements, and a slot may take the
-- place another leaves in the same call (docs/timeslots.md). A database that already holds overlapping slots
-- (saved by racing edits before this migration) keeps them and is migrated without the constraint, with a
-- warning; docs/timeslots.md ("Overlaps saved before the constraint") shows how to list them and add the
-- constraint once they are fixed.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1
    FROM timeslots a
    JOIN timeslots b ON b.surface_id = a.surface_id AND b.id > a.id AND b.start < a.finish AND a.start < b.finish
  ) THEN
    RAISE WARNING 'timeslots_no_overlap was not added: some timeslots overlap on their surface (see docs/timeslots.md, "Overlaps saved before the constraint")';
  ELSE
    ALTER TABLE timeslots ADD CONSTRAINT timeslots_no_overlap
      EXCLUDE USING gist (surface_id WITH =, tstzrange(start, finish) WITH &&) DEFERRABLE INITIALLY DEFERRED;
  END IF;
END $$;
