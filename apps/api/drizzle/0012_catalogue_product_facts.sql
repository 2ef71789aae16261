ALTER TABLE "catalogue_products" ADD COLUMN "recording_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "min_recording_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "return_window_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "replacement_fee_pence" integer DEFAULT 6800 NOT NULL;