CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"home_id" uuid,
	"visitor_id" uuid,
	"timeslot_id" uuid,
	"round" integer,
	"bracket" text,
	"home_from" jsonb,
	"visitor_from" jsonb,
	"is_practice" boolean DEFAULT false NOT NULL,
	"home_score" integer,
	"visitor_score" integer,
	"overtime" boolean DEFAULT false NOT NULL,
	"unscheduled_reason" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"division_id" uuid,
	"name" text NOT NULL,
	"kind" text DEFAULT 'round' NOT NULL,
	"is_practice" boolean DEFAULT false NOT NULL,
	"config" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"retry_mode" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"best_scheduled" integer DEFAULT 0 NOT NULL,
	"scheduled" integer DEFAULT 0 NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"success_rate" smallint DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"log" text DEFAULT '' NOT NULL,
	"error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_id_teams_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_visitor_id_teams_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_schedule" ON "games" USING btree ("schedule_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "games_timeslot_unique" ON "games" USING btree ("timeslot_id") WHERE "games"."timeslot_id" is not null;--> statement-breakpoint
CREATE INDEX "games_home" ON "games" USING btree ("home_id");--> statement-breakpoint
CREATE INDEX "games_visitor" ON "games" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "schedules_season" ON "schedules" USING btree ("season_id","created_at");--> statement-breakpoint
CREATE INDEX "schedules_organization" ON "schedules" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "schedules_status" ON "schedules" USING btree ("status");