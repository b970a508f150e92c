-- Study sets (issue 15): a learner's set is a course with an owner, its description and share link in
-- study_sets; course names stay unique among the catalogue's own courses only. Questions gain an explanation.
CREATE TABLE "study_sets" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"share_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_sets_share_slug_unique" UNIQUE("share_slug")
);
--> statement-breakpoint
DROP INDEX "courses_category_name_uq";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "study_sets" ADD CONSTRAINT "study_sets_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_owner_idx" ON "courses" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_category_name_uq" ON "courses" USING btree ("category_id","name") WHERE "courses"."owner_id" is null;