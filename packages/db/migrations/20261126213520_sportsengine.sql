CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"message" text,
	"league_id" uuid,
	"season_id" uuid,
	"schedule_id" uuid,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sportsengine_connections" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"connected_by_user_id" uuid,
	"se_user_id" text,
	"se_organization_id" text,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"scope" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsengine_identities" (
	"se_user_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "se_ref" jsonb;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "se_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "se_id" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "se_imported" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "se_exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "se_id" text;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsengine_connections" ADD CONSTRAINT "sportsengine_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsengine_connections" ADD CONSTRAINT "sportsengine_connections_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsengine_identities" ADD CONSTRAINT "sportsengine_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_organization" ON "activities" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_status" ON "activities" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_one_running_per_schedule" ON "activities" USING btree ("schedule_id") WHERE status in ('queued', 'running') and schedule_id is not null;--> statement-breakpoint
CREATE INDEX "sportsengine_identities_user" ON "sportsengine_identities" USING btree ("user_id");