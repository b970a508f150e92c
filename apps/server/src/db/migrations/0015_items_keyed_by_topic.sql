-- A question or flashcard is deleted with its topic only (decision 037): the foreign keys of its
-- category, course and module, implied by the topic's, go. First, should any row's copies disagree
-- with its topic's, they are made its topic's, so a row is always read where it would be deleted.
UPDATE "questions" q SET "module_id" = m."id", "course_id" = c."id", "category_id" = c."category_id"
FROM "topics" t JOIN "modules" m ON m."id" = t."module_id" JOIN "courses" c ON c."id" = m."course_id"
WHERE t."id" = q."topic_id" AND (q."module_id", q."course_id", q."category_id") IS DISTINCT FROM (m."id", c."id", c."category_id");
--> statement-breakpoint
UPDATE "flashcards" f SET "module_id" = m."id", "course_id" = c."id", "category_id" = c."category_id"
FROM "topics" t JOIN "modules" m ON m."id" = t."module_id" JOIN "courses" c ON c."id" = m."course_id"
WHERE t."id" = f."topic_id" AND (f."module_id", f."course_id", f."category_id") IS DISTINCT FROM (m."id", c."id", c."category_id");
--> statement-breakpoint
ALTER TABLE "flashcards" DROP CONSTRAINT "flashcards_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "flashcards" DROP CONSTRAINT "flashcards_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "flashcards" DROP CONSTRAINT "flashcards_module_id_modules_id_fk";
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_module_id_modules_id_fk";
