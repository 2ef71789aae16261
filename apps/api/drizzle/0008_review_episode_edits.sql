CREATE TABLE "cardiac_report_episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"episode_key" text NOT NULL,
	"verdict" text DEFAULT 'counted' NOT NULL,
	"in_report" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cardiac_report_episodes_verdict_check" CHECK ("cardiac_report_episodes"."verdict" in ('counted', 'artefact'))
);
--> statement-breakpoint
ALTER TABLE "cardiac_report_episodes" ADD CONSTRAINT "cardiac_report_episodes_report_id_cardiac_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."cardiac_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cardiac_report_episodes_report_key" ON "cardiac_report_episodes" USING btree ("report_id","episode_key");