ALTER TABLE "scoring_systems" ADD COLUMN "forfeit_winner_score" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "scoring_systems" ADD COLUMN "forfeit_loser_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scoring_systems" ADD COLUMN "forfeit_counts_in_head_to_head" boolean DEFAULT true NOT NULL;