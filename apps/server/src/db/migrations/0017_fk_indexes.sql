-- Deleting a row looks up every row that refers to it, once per deleted row: without an index on
-- the referencing column that is a scan of its whole table each time (deleting an account with a
-- few hundred results scanned the results table a few hundred times). Each index leaves out the
-- rows that refer to nothing, most of them.
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id") WHERE "feedback"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "flashcards_subtopic_idx" ON "flashcards" USING btree ("subtopic_id") WHERE "flashcards"."subtopic_id" is not null;--> statement-breakpoint
CREATE INDEX "questions_subtopic_idx" ON "questions" USING btree ("subtopic_id") WHERE "questions"."subtopic_id" is not null;--> statement-breakpoint
CREATE INDEX "results_retake_of_idx" ON "results" USING btree ("retake_of") WHERE "results"."retake_of" is not null;--> statement-breakpoint
CREATE INDEX "shared_links_user_idx" ON "shared_links" USING btree ("user_id") WHERE "shared_links"."user_id" is not null;