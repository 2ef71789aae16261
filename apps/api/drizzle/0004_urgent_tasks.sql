CREATE TABLE "urgent_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"flagged_by" uuid NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"calls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "urgent_tasks" ADD CONSTRAINT "urgent_tasks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urgent_tasks" ADD CONSTRAINT "urgent_tasks_flagged_by_users_id_fk" FOREIGN KEY ("flagged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "urgent_tasks_status_idx" ON "urgent_tasks" USING btree ("status","due_by");--> statement-breakpoint
CREATE INDEX "urgent_tasks_order_idx" ON "urgent_tasks" USING btree ("order_id");