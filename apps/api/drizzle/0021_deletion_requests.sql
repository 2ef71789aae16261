CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"recorded_by" uuid,
	"note" text DEFAULT '' NOT NULL,
	"identity_method" text,
	"identity_notes" text,
	"identity_checked_by" uuid,
	"identity_checked_at" timestamp with time zone,
	"status" text DEFAULT 'requested' NOT NULL,
	"completed_at" timestamp with time zone,
	"decided_by" uuid,
	"refusal_reason" text,
	"outcome" jsonb,
	CONSTRAINT "deletion_requests_status_check" CHECK ("deletion_requests"."status" in ('requested', 'identity-checked', 'completed', 'refused', 'withdrawn')),
	CONSTRAINT "deletion_requests_channel_check" CHECK ("deletion_requests"."channel" in ('email', 'settings')),
	CONSTRAINT "deletion_requests_identity_method_check" CHECK ("deletion_requests"."identity_method" in ('reply-from-own-address', 'phone-call-on-file', 'other'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_identity_checked_by_users_id_fk" FOREIGN KEY ("identity_checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_requests_user_idx" ON "deletion_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "deletion_requests_status_idx" ON "deletion_requests" USING btree ("status","requested_at");