CREATE TABLE "idp_email_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_email_confirmations" ADD CONSTRAINT "idp_email_confirmations_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_email_confirmations_account_idx" ON "idp_email_confirmations" USING btree ("account_id");--> statement-breakpoint
-- Accounts that already hold an order keep ordering: their address has carried the order's mail.
-- Every other account confirms its address before its first order, as a new one does.
UPDATE "idp_accounts" SET "email_verified" = true WHERE "id"::text IN (SELECT "u"."subject" FROM "users" "u" JOIN "orders" "o" ON "o"."user_id" = "u"."id");
