-- An import's items wait on the server from its preview until the learner saves them (issue 15),
-- so the browser never sends them back.
CREATE TABLE "set_import_chunks" (
	"import_id" text NOT NULL,
	"n" integer NOT NULL,
	"kind" text NOT NULL,
	"rows" text NOT NULL,
	CONSTRAINT "set_import_chunks_import_id_n_pk" PRIMARY KEY("import_id","n"),
	CONSTRAINT "set_import_chunks_kind" CHECK ("set_import_chunks"."kind" in ('question', 'flashcard'))
);
--> statement-breakpoint
CREATE TABLE "set_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saving_since" timestamp with time zone,
	"places" jsonb NOT NULL,
	"question_count" integer NOT NULL,
	"flashcard_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "set_import_chunks" ADD CONSTRAINT "set_import_chunks_import_id_set_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."set_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_imports" ADD CONSTRAINT "set_imports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "set_imports_owner_idx" ON "set_imports" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "set_imports_created_at_idx" ON "set_imports" USING btree ("created_at");