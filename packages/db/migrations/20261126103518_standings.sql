CREATE TABLE "conference_teams" (
	"organization_id" uuid NOT NULL,
	"conference_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conference_teams_pk" PRIMARY KEY("conference_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standings_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "forfeit" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "counts_in_standings" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conference_teams" ADD CONSTRAINT "conference_teams_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_teams" ADD CONSTRAINT "conference_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings_adjustments" ADD CONSTRAINT "standings_adjustments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings_adjustments" ADD CONSTRAINT "standings_adjustments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_teams_team" ON "conference_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "conferences_season" ON "conferences" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "conferences_organization" ON "conferences" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "standings_adjustments_season" ON "standings_adjustments" USING btree ("season_id","created_at");--> statement-breakpoint
CREATE INDEX "standings_adjustments_organization" ON "standings_adjustments" USING btree ("organization_id");