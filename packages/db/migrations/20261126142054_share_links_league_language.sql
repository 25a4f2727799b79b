CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"schedule_id" uuid,
	"team_id" uuid,
	"season_id" uuid,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "share_links_target" CHECK (("share_links"."kind" = 'schedule' and "share_links"."schedule_id" is not null and "share_links"."team_id" is null and "share_links"."season_id" is null)
        or ("share_links"."kind" = 'team' and "share_links"."team_id" is not null and "share_links"."schedule_id" is null and "share_links"."season_id" is null)
        or ("share_links"."kind" = 'standings' and "share_links"."season_id" is not null and "share_links"."schedule_id" is null and "share_links"."team_id" is null))
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token" ON "share_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_schedule" ON "share_links" USING btree ("schedule_id") WHERE "share_links"."kind" = 'schedule';--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_team" ON "share_links" USING btree ("team_id") WHERE "share_links"."kind" = 'team';--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_season" ON "share_links" USING btree ("season_id") WHERE "share_links"."kind" = 'standings';--> statement-breakpoint
CREATE INDEX "share_links_organization" ON "share_links" USING btree ("organization_id");