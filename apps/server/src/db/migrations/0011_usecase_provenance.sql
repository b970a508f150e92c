ALTER TABLE "saved_usecases" ADD COLUMN "provenance" jsonb;--> statement-breakpoint
ALTER TABLE "usecases" ADD COLUMN "provenance" jsonb;