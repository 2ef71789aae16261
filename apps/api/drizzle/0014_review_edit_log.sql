CREATE TABLE "cardiac_review_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"actor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"edit" jsonb NOT NULL,
	"before" jsonb,
	"undoes" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cardiac_review_edits_kind_check" CHECK ("cardiac_review_edits"."kind" in ('relabel-template', 'relabel-beats', 'merge', 'split', 'confirm-episode', 'reject-episode', 'adjust-episode', 'add-episode', 'undo', 'redo'))
);
--> statement-breakpoint
ALTER TABLE "cardiac_review_edits" ADD CONSTRAINT "cardiac_review_edits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cardiac_review_edits" ADD CONSTRAINT "cardiac_review_edits_report_id_cardiac_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."cardiac_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cardiac_review_edits" ADD CONSTRAINT "cardiac_review_edits_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cardiac_review_edits_order_seq_key" ON "cardiac_review_edits" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "cardiac_review_edits_report_idx" ON "cardiac_review_edits" USING btree ("report_id");