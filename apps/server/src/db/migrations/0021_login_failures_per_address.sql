DROP INDEX "login_failures_email_created_idx";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_email_address_created_idx" ON "login_failures" USING btree ("email","address","created_at");