CREATE INDEX "flashcards_course_id_idx" ON "flashcards" USING btree ("course_id","id");--> statement-breakpoint
CREATE INDEX "questions_course_id_idx" ON "questions" USING btree ("course_id","id");