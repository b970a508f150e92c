-- A learner offers a set of theirs for the catalogue, and may withdraw it; an admin promotes only an
-- offered set (decision 052).
ALTER TABLE "study_sets" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "study_sets_offered_idx" ON "study_sets" USING btree ("offered_at") WHERE "study_sets"."offered_at" is not null;