CREATE TABLE "time_constraints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"style" text NOT NULL,
	"type" smallint NOT NULL,
	"weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"start_date" date,
	"end_date" date,
	"not_between_start" text,
	"not_between_end" text,
	"not_before" text,
	"not_after" text,
	"max_games" integer,
	"max_travel_home" double precision,
	"max_travel_last" double precision,
	"no_play_team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_constraints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"max_distance_weekday_home" double precision DEFAULT 0 NOT NULL,
	"max_distance_weekend_home" double precision DEFAULT 0 NOT NULL,
	"max_distance_weekday_last" double precision DEFAULT 0 NOT NULL,
	"max_distance_weekend_last" double precision DEFAULT 0 NOT NULL,
	"max_time_weekday_home" double precision DEFAULT 0 NOT NULL,
	"max_time_weekend_home" double precision DEFAULT 0 NOT NULL,
	"max_time_weekday_last" double precision DEFAULT 0 NOT NULL,
	"max_time_weekend_last" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "travel_constraints_team_id_unique" UNIQUE("team_id")
);
--> statement-breakpoint
CREATE TABLE "current_selections" (
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"league_id" uuid,
	"season_id" uuid,
	CONSTRAINT "current_selections_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"name" text NOT NULL,
	"shortcode" text,
	"longcode" text,
	"se_id" text,
	"se_mapping_code" text,
	"color" text NOT NULL,
	"is_across" boolean DEFAULT false NOT NULL,
	"across_first_id" uuid,
	"across_second_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"se_id" text,
	"se_imported" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"league_id" uuid NOT NULL,
	"name" text NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"se_id" text,
	"se_imported" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"first" text NOT NULL,
	"last" text DEFAULT '' NOT NULL,
	"is_coach" boolean DEFAULT false NOT NULL,
	"is_player" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_umpire" boolean DEFAULT false NOT NULL,
	"phone_primary" text,
	"phone_secondary" text,
	"email_primary" text,
	"email_secondary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "team_people_team_person_role" UNIQUE("team_id","person_id","role")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"name" text NOT NULL,
	"shortcode" text,
	"longcode" text,
	"se_id" text,
	"se_mapping_code" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeslot_divisions" (
	"timeslot_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	CONSTRAINT "timeslot_divisions_timeslot_id_division_id_pk" PRIMARY KEY("timeslot_id","division_id")
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"surface_id" uuid NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"finish" timestamp with time zone NOT NULL,
	"is_game" boolean DEFAULT true NOT NULL,
	"is_practice" boolean DEFAULT false NOT NULL,
	"is_reserved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surfaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"shortcode" text,
	"longcode" text,
	"notes" text,
	"priority" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_distances" (
	"from_venue_id" uuid NOT NULL,
	"to_venue_id" uuid NOT NULL,
	"miles" double precision NOT NULL,
	"kilometers" double precision NOT NULL,
	CONSTRAINT "venue_distances_from_venue_id_to_venue_id_pk" PRIMARY KEY("from_venue_id","to_venue_id")
);
--> statement-breakpoint
CREATE TABLE "venue_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	CONSTRAINT "venue_teams_venue_team" UNIQUE("venue_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"name" text NOT NULL,
	"shortcode" text,
	"longcode" text,
	"notes" text,
	"priority" smallint DEFAULT 0 NOT NULL,
	"is_neutral" boolean DEFAULT false NOT NULL,
	"force_neutral" boolean DEFAULT false NOT NULL,
	"color" text,
	"line_1" text,
	"line_2" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"phone_primary" text,
	"phone_secondary" text,
	"email_primary" text,
	"email_secondary" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_constraints" ADD CONSTRAINT "time_constraints_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_constraints" ADD CONSTRAINT "time_constraints_no_play_team_id_teams_id_fk" FOREIGN KEY ("no_play_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_constraints" ADD CONSTRAINT "travel_constraints_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_selections" ADD CONSTRAINT "current_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_selections" ADD CONSTRAINT "current_selections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_selections" ADD CONSTRAINT "current_selections_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_selections" ADD CONSTRAINT "current_selections_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_across_first_id_divisions_id_fk" FOREIGN KEY ("across_first_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_across_second_id_divisions_id_fk" FOREIGN KEY ("across_second_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_people" ADD CONSTRAINT "team_people_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_people" ADD CONSTRAINT "team_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslot_divisions" ADD CONSTRAINT "timeslot_divisions_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslot_divisions" ADD CONSTRAINT "timeslot_divisions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_surface_id_surfaces_id_fk" FOREIGN KEY ("surface_id") REFERENCES "public"."surfaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfaces" ADD CONSTRAINT "surfaces_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfaces" ADD CONSTRAINT "surfaces_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_distances" ADD CONSTRAINT "venue_distances_from_venue_id_venues_id_fk" FOREIGN KEY ("from_venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_distances" ADD CONSTRAINT "venue_distances_to_venue_id_venues_id_fk" FOREIGN KEY ("to_venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_teams" ADD CONSTRAINT "venue_teams_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_teams" ADD CONSTRAINT "venue_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_constraints_team" ON "time_constraints" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "divisions_season" ON "divisions" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "divisions_organization" ON "divisions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "leagues_organization" ON "leagues" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "seasons_league" ON "seasons" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "seasons_organization" ON "seasons" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "people_season" ON "people" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "people_organization" ON "people" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "team_people_person" ON "team_people" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "teams_season" ON "teams" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "teams_division" ON "teams" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "teams_organization" ON "teams" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "timeslot_divisions_division" ON "timeslot_divisions" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "timeslots_season_start" ON "timeslots" USING btree ("season_id","start");--> statement-breakpoint
CREATE INDEX "timeslots_surface_start" ON "timeslots" USING btree ("surface_id","start");--> statement-breakpoint
CREATE INDEX "surfaces_venue" ON "surfaces" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "surfaces_season" ON "surfaces" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "venue_teams_team" ON "venue_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "venues_season" ON "venues" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "venues_organization" ON "venues" USING btree ("organization_id");