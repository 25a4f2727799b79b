CREATE TABLE "scoring_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"win_points" integer NOT NULL,
	"loss_points" integer NOT NULL,
	"tie_points" integer NOT NULL,
	"overtime_win_points" integer NOT NULL,
	"overtime_loss_points" integer NOT NULL,
	"tiebreakers" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scoring_systems_season" UNIQUE("season_id")
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "sport_id" integer DEFAULT 27 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "scoring_systems" ADD CONSTRAINT "scoring_systems_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scoring_systems_organization" ON "scoring_systems" USING btree ("organization_id");