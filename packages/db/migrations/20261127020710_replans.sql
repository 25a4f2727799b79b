CREATE TABLE "fix_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"fix" jsonb NOT NULL,
	"reason" jsonb NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"created_timeslot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"undo" jsonb NOT NULL,
	"superseded_at" timestamp with time zone,
	"created_by" uuid,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"from_timeslot_id" uuid,
	"to_timeslot_id" uuid,
	"from_start" timestamp with time zone,
	"from_finish" timestamp with time zone,
	"from_venue" text,
	"from_surface" text,
	"to_start" timestamp with time zone,
	"to_finish" timestamp with time zone,
	"to_venue" text,
	"to_surface" text,
	"cause" text DEFAULT 'edit' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"replan_id" uuid,
	"fix_application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "replans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"date" text,
	"venue_id" uuid,
	"surface_id" uuid,
	"from_time" text,
	"to_time" text,
	"keep_game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cause" text DEFAULT 'rain' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"cancelled_timeslot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closed_timeslot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"cancelled_games" integer DEFAULT 0 NOT NULL,
	"moved" integer DEFAULT 0 NOT NULL,
	"unplaced" integer DEFAULT 0 NOT NULL,
	"teams_affected" integer DEFAULT 0 NOT NULL,
	"elapsed_ms" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "changes_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "diagnosis" jsonb;--> statement-breakpoint
ALTER TABLE "fix_applications" ADD CONSTRAINT "fix_applications_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fix_applications" ADD CONSTRAINT "fix_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_changes" ADD CONSTRAINT "game_changes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_changes" ADD CONSTRAINT "game_changes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_changes" ADD CONSTRAINT "game_changes_replan_id_replans_id_fk" FOREIGN KEY ("replan_id") REFERENCES "public"."replans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_changes" ADD CONSTRAINT "game_changes_fix_application_id_fix_applications_id_fk" FOREIGN KEY ("fix_application_id") REFERENCES "public"."fix_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replans" ADD CONSTRAINT "replans_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replans" ADD CONSTRAINT "replans_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replans" ADD CONSTRAINT "replans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fix_applications_schedule" ON "fix_applications" USING btree ("schedule_id","applied_at");--> statement-breakpoint
CREATE INDEX "game_changes_season" ON "game_changes" USING btree ("season_id","created_at");--> statement-breakpoint
CREATE INDEX "game_changes_game" ON "game_changes" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "replans_season" ON "replans" USING btree ("season_id","created_at");--> statement-breakpoint
CREATE INDEX "replans_organization" ON "replans" USING btree ("organization_id");--> statement-breakpoint
-- Written by hand below the generated part (Drizzle's schema cannot declare a trigger): every change of a
-- game's slot, whatever path makes it (hand edits, bulk edits, re-plans, fix undo, a slot's deletion), raises
-- the game's calendar SEQUENCE and records the change for "changes since the last publish" (docs/replans.md).
-- The re-plan and fix services name the cause with transaction-local settings; anything else is an edit.
CREATE FUNCTION "games_slot_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	season uuid;
	from_slot record;
	to_slot record;
	from_found boolean;
	cause text := coalesce(nullif(current_setting('app.change_cause', true), ''), 'edit');
BEGIN
	NEW.sequence := OLD.sequence + 1;
	SELECT s.season_id INTO season FROM schedules s WHERE s.id = NEW.schedule_id;
	IF season IS NULL THEN
		RETURN NEW;
	END IF;
	SELECT t.start, t.finish, v.name AS venue, f.name AS surface INTO from_slot
		FROM timeslots t JOIN venues v ON v.id = t.venue_id JOIN surfaces f ON f.id = t.surface_id
		WHERE t.id = OLD.timeslot_id;
	from_found := FOUND;
	-- A slot being deleted sets its game's slot to null from inside that delete (the foreign key's action),
	-- when the slot is no longer visible, possibly while its season is being deleted too: the game's sequence
	-- goes up, but no change is recorded (its place is unknown, and the season may be going).
	IF OLD.timeslot_id IS NOT NULL AND NOT from_found THEN
		RETURN NEW;
	END IF;
	SELECT t.start, t.finish, v.name AS venue, f.name AS surface INTO to_slot
		FROM timeslots t JOIN venues v ON v.id = t.venue_id JOIN surfaces f ON f.id = t.surface_id
		WHERE t.id = NEW.timeslot_id;
	INSERT INTO game_changes (organization_id, season_id, game_id, from_timeslot_id, to_timeslot_id,
		from_start, from_finish, from_venue, from_surface, to_start, to_finish, to_venue, to_surface,
		cause, note, replan_id, fix_application_id)
	VALUES (NEW.organization_id, season, NEW.id, OLD.timeslot_id, NEW.timeslot_id,
		from_slot.start, from_slot.finish, from_slot.venue, from_slot.surface,
		to_slot.start, to_slot.finish, to_slot.venue, to_slot.surface,
		CASE WHEN cause IN ('rain', 'closed', 'other', 'fix', 'edit') THEN cause ELSE 'edit' END,
		coalesce(current_setting('app.change_note', true), ''),
		nullif(current_setting('app.change_replan_id', true), '')::uuid,
		nullif(current_setting('app.change_fix_application_id', true), '')::uuid);
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_slot_change" BEFORE UPDATE OF "timeslot_id" ON "games"
	FOR EACH ROW WHEN (OLD.timeslot_id IS DISTINCT FROM NEW.timeslot_id) EXECUTE FUNCTION "games_slot_change"();
