ALTER TABLE "recording_uploads" DROP CONSTRAINT "recording_uploads_status_check";--> statement-breakpoint
ALTER TABLE "recording_uploads" ADD COLUMN "patient_mismatch" jsonb;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "file_patient_name" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "file_patient_birth_date" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "patient_override_reason" text;--> statement-breakpoint
ALTER TABLE "recording_uploads" ADD CONSTRAINT "recording_uploads_status_check" CHECK ("recording_uploads"."status" in ('uploading', 'needs_confirmation', 'complete', 'rejected'));