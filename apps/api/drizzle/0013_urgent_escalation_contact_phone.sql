ALTER TABLE "urgent_tasks" DROP CONSTRAINT "urgent_tasks_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "correction_pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "urgent_tasks" ADD COLUMN "out_of_hours" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "urgent_tasks" ADD COLUMN "steps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "urgent_tasks" ADD CONSTRAINT "urgent_tasks_status_check" CHECK ("urgent_tasks"."status" in ('open', 'retry', 'written', 'gp_informed', 'done', 'cleared'));