CREATE TABLE "catalogue_products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_code" text NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"cost_per_item" numeric(10, 2) NOT NULL,
	"bulk_discount_price" numeric(10, 2) NOT NULL,
	"tax_rate" double precision NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"sales_percentage" double precision DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"table_of_content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_help_topics_id_fk" FOREIGN KEY ("category") REFERENCES "public"."help_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_category_idx" ON "help_articles" USING btree ("category");