CREATE TABLE "public_league_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"league_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"season_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_league_pages_league" UNIQUE("league_id"),
	CONSTRAINT "public_league_pages_slug" UNIQUE("organization_id","slug")
);
--> statement-breakpoint
CREATE TABLE "public_webpages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"slug_claimed" boolean DEFAULT false NOT NULL,
	"logo_key" text,
	"home_text" text DEFAULT '' NOT NULL,
	"show_standings_page" boolean DEFAULT true NOT NULL,
	"show_teams_page" boolean DEFAULT true NOT NULL,
	"show_schedules_page" boolean DEFAULT true NOT NULL,
	"show_scores_page" boolean DEFAULT true NOT NULL,
	"show_rosters_page" boolean DEFAULT false NOT NULL,
	"roster_names" text DEFAULT 'first_initial' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_webpages_organization" UNIQUE("organization_id"),
	CONSTRAINT "public_webpages_slug" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "public_league_pages" ADD CONSTRAINT "public_league_pages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_league_pages" ADD CONSTRAINT "public_league_pages_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_league_pages" ADD CONSTRAINT "public_league_pages_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_webpages" ADD CONSTRAINT "public_webpages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_league_pages_season" ON "public_league_pages" USING btree ("season_id");