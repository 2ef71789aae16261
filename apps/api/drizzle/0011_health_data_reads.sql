CREATE TABLE "health_data_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_role" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" uuid,
	"purpose" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"reads" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "health_data_reads_role_check" CHECK ("health_data_reads"."actor_role" in ('admin', 'cardiologist')),
	CONSTRAINT "health_data_reads_resource_check" CHECK ("health_data_reads"."resource" in ('results', 'ecg_strip', 'results_pdf', 'results_fhir', 'review', 'diary', 'cardiac_report_pdf', 'recording', 'urgent_finding')),
	CONSTRAINT "health_data_reads_purpose_check" CHECK ("health_data_reads"."purpose" in ('review', 'operations', 'support'))
);
--> statement-breakpoint
ALTER TABLE "health_data_reads" ADD CONSTRAINT "health_data_reads_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_data_reads" ADD CONSTRAINT "health_data_reads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_data_reads" ADD CONSTRAINT "health_data_reads_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_data_reads_key" ON "health_data_reads" USING btree ("actor_id","order_id","resource","purpose","hour");--> statement-breakpoint
CREATE INDEX "health_data_reads_customer_idx" ON "health_data_reads" USING btree ("customer_id","last_at");--> statement-breakpoint
CREATE INDEX "health_data_reads_order_idx" ON "health_data_reads" USING btree ("order_id","last_at");--> statement-breakpoint
CREATE INDEX "health_data_reads_last_idx" ON "health_data_reads" USING btree ("last_at");