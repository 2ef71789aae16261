ALTER TABLE "orders" ADD COLUMN "patient_date_of_birth" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "nhs_number" text;--> statement-breakpoint
ALTER TABLE "cardiac_reports" ADD COLUMN "cardiologist_role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cardiac_reports" ADD COLUMN "cardiologist_gmc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "professional_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gmc_number" text;