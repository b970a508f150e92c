CREATE TABLE "follows" (
	"follower_id" text NOT NULL,
	"followee_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "saved_usecases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"keyword" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_usecases_keyword_len" CHECK (char_length("saved_usecases"."keyword") between 1 and 200),
	CONSTRAINT "saved_usecases_content_len" CHECK (char_length("saved_usecases"."content") between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "usecase_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usecase_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usecase_comments_body_len" CHECK (char_length("usecase_comments"."body") between 1 and 2000),
	CONSTRAINT "usecase_comments_author_name_len" CHECK (char_length("usecase_comments"."author_name") <= 100)
);
--> statement-breakpoint
CREATE TABLE "usecase_likes" (
	"usecase_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usecase_likes_usecase_id_user_id_pk" PRIMARY KEY("usecase_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "usecase_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"keyword" text NOT NULL,
	"use_case" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usecase_notes_keyword_len" CHECK (char_length("usecase_notes"."keyword") between 1 and 200),
	CONSTRAINT "usecase_notes_use_case_len" CHECK (char_length("usecase_notes"."use_case") between 1 and 10000),
	CONSTRAINT "usecase_notes_note_len" CHECK (char_length("usecase_notes"."note") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "usecase_shares" (
	"usecase_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usecase_shares_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "usecases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"summary" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"origin" text DEFAULT 'ai' NOT NULL,
	"provider" text,
	"author_name" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "title" || ' ' || "content")) STORED NOT NULL,
	CONSTRAINT "usecases_origin" CHECK ("usecases"."origin" in ('user', 'assisted', 'ai')),
	CONSTRAINT "usecases_likes_count_not_negative" CHECK ("usecases"."likes_count" >= 0),
	CONSTRAINT "usecases_title_len" CHECK (char_length("usecases"."title") between 1 and 200),
	CONSTRAINT "usecases_content_len" CHECK (char_length("usecases"."content") between 1 and 10000),
	CONSTRAINT "usecases_summary_len" CHECK (char_length("usecases"."summary") <= 160),
	CONSTRAINT "usecases_provider_len" CHECK (char_length("usecases"."provider") <= 100),
	CONSTRAINT "usecases_author_name_len" CHECK (char_length("usecases"."author_name") <= 100),
	CONSTRAINT "usecases_tags_count" CHECK (cardinality("usecases"."tags") <= 10),
	CONSTRAINT "usecases_tags_len" CHECK (char_length(array_to_string("usecases"."tags", '')) <= 400)
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_usecases" ADD CONSTRAINT "saved_usecases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usecase_comments" ADD CONSTRAINT "usecase_comments_usecase_id_usecases_id_fk" FOREIGN KEY ("usecase_id") REFERENCES "public"."usecases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usecase_comments" ADD CONSTRAINT "usecase_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usecase_likes" ADD CONSTRAINT "usecase_likes_usecase_id_usecases_id_fk" FOREIGN KEY ("usecase_id") REFERENCES "public"."usecases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usecase_likes" ADD CONSTRAINT "usecase_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usecase_notes" ADD CONSTRAINT "usecase_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usecase_shares" ADD CONSTRAINT "usecase_shares_usecase_id_usecases_id_fk" FOREIGN KEY ("usecase_id") REFERENCES "public"."usecases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usecase_shares" ADD CONSTRAINT "usecase_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usecases" ADD CONSTRAINT "usecases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_usecases_user_content_uq" ON "saved_usecases" USING btree ("user_id",md5("content"));--> statement-breakpoint
CREATE INDEX "saved_usecases_user_created_idx" ON "saved_usecases" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "usecase_comments_usecase_created_idx" ON "usecase_comments" USING btree ("usecase_id","created_at","id");--> statement-breakpoint
CREATE INDEX "usecase_comments_user_idx" ON "usecase_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "usecase_likes_user_idx" ON "usecase_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "usecase_notes_user_created_idx" ON "usecase_notes" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "usecase_notes_user_keyword_created_idx" ON "usecase_notes" USING btree ("user_id","keyword","created_at","id");--> statement-breakpoint
CREATE INDEX "usecase_shares_created_by_idx" ON "usecase_shares" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "usecases_public_recent_idx" ON "usecases" USING btree ("created_at","id") WHERE "usecases"."is_public";--> statement-breakpoint
CREATE INDEX "usecases_public_top_idx" ON "usecases" USING btree ("likes_count","created_at","id") WHERE "usecases"."is_public";--> statement-breakpoint
CREATE INDEX "usecases_created_by_recent_idx" ON "usecases" USING btree ("created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "usecases_public_origin_recent_idx" ON "usecases" USING btree ("origin","created_at","id") WHERE "usecases"."is_public";--> statement-breakpoint
CREATE INDEX "usecases_public_provider_recent_idx" ON "usecases" USING btree ("provider","created_at","id") WHERE "usecases"."is_public";--> statement-breakpoint
CREATE INDEX "usecases_search_idx" ON "usecases" USING gin ("search");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_username_format" CHECK ("profiles"."username" ~ '^[a-z0-9_]{3,30}$');--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_bio_len" CHECK (char_length("profiles"."bio") <= 500);