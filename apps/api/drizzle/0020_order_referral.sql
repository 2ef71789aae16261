ALTER TABLE "orders" ADD COLUMN "referral_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referral_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gp_practice_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gp_practice_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gp_practice_postcode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gp_ods_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gp_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referral_source_check" CHECK ("orders"."referral_source" in ('gp', 'clinician', 'self'));