-- The memory model (issue 13, decision 025): review items with their FSRS state, one log row per
-- rating, each learner's review settings, and the attempt a retake came from.
CREATE TABLE "review_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"question_id" integer GENERATED ALWAYS AS (case when item_type = 'question' then item_id end) STORED,
	"flashcard_id" integer GENERATED ALWAYS AS (case when item_type = 'flashcard' then item_id end) STORED,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_items_type" CHECK ("review_items"."item_type" in ('question', 'flashcard'))
);
--> statement-breakpoint
CREATE TABLE "review_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"rating" smallint NOT NULL,
	"state_before" smallint NOT NULL,
	"due_before" timestamp with time zone,
	"stability_before" double precision,
	"difficulty_before" double precision,
	"duration_ms" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_log_rating" CHECK ("review_log"."rating" between 1 and 4),
	CONSTRAINT "review_log_source" CHECK ("review_log"."source" in ('review', 'quiz'))
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"session_size" integer DEFAULT 20 NOT NULL,
	"daily_goal" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "retake_of" uuid;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_item_id_review_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."review_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_settings" ADD CONSTRAINT "review_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_items_user_item_uq" ON "review_items" USING btree ("user_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "review_items_user_due_idx" ON "review_items" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "review_items_question_idx" ON "review_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "review_items_flashcard_idx" ON "review_items" USING btree ("flashcard_id");--> statement-breakpoint
CREATE INDEX "review_log_item_answered_idx" ON "review_log" USING btree ("item_id","answered_at");--> statement-breakpoint
CREATE INDEX "review_log_user_answered_idx" ON "review_log" USING btree ("user_id","answered_at");--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_retake_of_results_id_fk" FOREIGN KEY ("retake_of") REFERENCES "public"."results"("id") ON DELETE set null ON UPDATE no action;