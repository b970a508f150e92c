-- A new study set is written in steps (decision 046); one a stopped server left unfinished is
-- deleted once it is old, which takes knowing when it began.
ALTER TABLE "courses" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
