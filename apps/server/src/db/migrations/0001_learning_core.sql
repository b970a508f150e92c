CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text,
	"slug" text,
	"color" text DEFAULT '#1976d2' NOT NULL,
	"colorclass" text DEFAULT 'sidebar-default' NOT NULL,
	"mode" text DEFAULT 'all' NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name"),
	CONSTRAINT "categories_mode" CHECK ("categories"."mode" in ('all', 'kids'))
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flashcards" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"subtopic_id" integer,
	"tag" text,
	"mode" text[] DEFAULT '{}'::text[] NOT NULL,
	"concept" text DEFAULT '' NOT NULL,
	"example" text,
	"summary" text[] DEFAULT '{}'::text[] NOT NULL,
	"difficulty" text,
	"protip" text,
	"formulas" text[] DEFAULT '{}'::text[] NOT NULL,
	"quiz_check" text,
	CONSTRAINT "flashcards_difficulty" CHECK ("flashcards"."difficulty" is null or "flashcards"."difficulty" in ('easy', 'medium', 'hard'))
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"course_id" integer NOT NULL,
	"order_index" integer,
	"mode" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"subtopic_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"mode" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subtopics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"topic_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"module_id" integer NOT NULL,
	"order_index" integer,
	"mode" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"course" text NOT NULL,
	"module" text,
	"topic" text,
	"mode" text DEFAULT 'curious' NOT NULL,
	"content" jsonb NOT NULL,
	"createdat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_feedback" (
	"user_id" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_type" text DEFAULT 'question' NOT NULL,
	"feedback_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_feedback_user_id_item_id_pk" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "question_feedback_type" CHECK ("question_feedback"."feedback_type" in ('up', 'down', 'update'))
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"course" text NOT NULL,
	"topic" text NOT NULL,
	"module" text,
	"score" integer NOT NULL,
	"time_taken" integer NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"item_type" text DEFAULT 'question' NOT NULL,
	"user_id" text,
	"category" text,
	"mode" text,
	"url" text NOT NULL,
	"share_count" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_subtopic_id_subtopics_id_fk" FOREIGN KEY ("subtopic_id") REFERENCES "public"."subtopics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_subtopic_id_subtopics_id_fk" FOREIGN KEY ("subtopic_id") REFERENCES "public"."subtopics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtopics" ADD CONSTRAINT "subtopics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedback" ADD CONSTRAINT "question_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedback" ADD CONSTRAINT "question_feedback_item_id_questions_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_links" ADD CONSTRAINT "shared_links_item_id_questions_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_links" ADD CONSTRAINT "shared_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_category_name_uq" ON "courses" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "courses_name_idx" ON "courses" USING btree ("name");--> statement-breakpoint
CREATE INDEX "flashcards_course_topic_idx" ON "flashcards" USING btree ("course_id","topic_id","id");--> statement-breakpoint
CREATE INDEX "flashcards_topic_idx" ON "flashcards" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modules_course_name_uq" ON "modules" USING btree ("course_id","name");--> statement-breakpoint
CREATE INDEX "questions_course_topic_id_idx" ON "questions" USING btree ("course_id","topic_id","id");--> statement-breakpoint
CREATE INDEX "questions_topic_idx" ON "questions" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subtopics_topic_name_uq" ON "subtopics" USING btree ("topic_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_module_name_uq" ON "topics" USING btree ("module_id","name");--> statement-breakpoint
CREATE INDEX "bookmarks_user_created_idx" ON "bookmarks" USING btree ("user_id","createdat" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_card_uq" ON "bookmarks" USING btree ("user_id","category",coalesce("module", ''),("content"->>'concept'));--> statement-breakpoint
CREATE INDEX "bookmarks_concept_idx" ON "bookmarks" USING btree (("content"->>'concept'));--> statement-breakpoint
CREATE INDEX "question_feedback_item_idx" ON "question_feedback" USING btree ("item_id","item_type");--> statement-breakpoint
CREATE INDEX "results_user_category_created_idx" ON "results" USING btree ("user_id","category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "results_user_course_topic_created_idx" ON "results" USING btree ("user_id","course","topic","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "results_user_created_idx" ON "results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_links_item_uq" ON "shared_links" USING btree ("item_id","item_type");