ALTER TABLE "idp_artifacts" ADD COLUMN "account" text;--> statement-breakpoint
CREATE INDEX "idp_artifacts_account_idx" ON "idp_artifacts" USING btree ("account");