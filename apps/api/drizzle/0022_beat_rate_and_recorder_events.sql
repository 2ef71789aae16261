ALTER TABLE "recording_uploads" ADD COLUMN "beat_sampling_rate" integer;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "recorder_events" jsonb;