CREATE TABLE "recording_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"analysis_id" uuid NOT NULL,
	"analysable_s" double precision NOT NULL,
	"worn_s" double precision NOT NULL,
	"minimum_s" double precision NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"repeat_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_holds_status_check" CHECK ("recording_holds"."status" in ('held', 'released', 'repeated'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "device_serial" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_device_serial" text;--> statement-breakpoint
ALTER TABLE "recording_uploads" ADD COLUMN "device_serial" text;--> statement-breakpoint
ALTER TABLE "recording_uploads" ADD COLUMN "serial_override_reason" text;--> statement-breakpoint
ALTER TABLE "recording_uploads" ADD COLUMN "given_start_time" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "start_time_source" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "device_serial" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "file_device_serial" text;--> statement-breakpoint
ALTER TABLE "recording_holds" ADD CONSTRAINT "recording_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_holds" ADD CONSTRAINT "recording_holds_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_holds" ADD CONSTRAINT "recording_holds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_holds" ADD CONSTRAINT "recording_holds_repeat_order_id_orders_id_fk" FOREIGN KEY ("repeat_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recording_holds_analysis_key" ON "recording_holds" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "recording_holds_order_idx" ON "recording_holds" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_start_time_source_check" CHECK ("recordings"."start_time_source" in ('file', 'staff'));