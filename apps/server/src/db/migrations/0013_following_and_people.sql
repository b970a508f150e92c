ALTER TABLE "profiles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("username", '') || ' ' || coalesce("full_name", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "usecases" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "usecases_public_author_recent_idx" ON "usecases" USING btree ("created_by","created_at","id") WHERE "usecases"."is_public";--> statement-breakpoint
ALTER TABLE "usecases" ADD CONSTRAINT "usecases_comments_count_not_negative" CHECK ("usecases"."comments_count" >= 0);--> statement-breakpoint
-- A use case's comment count, for the feed's cards: counted once, then kept by a trigger, so a
-- cascade (a deleted account takes its comments) counts as well as the app's own writes. The
-- UPDATE of usecases also announces the change to the feed caches (usecases_changed, 0005).
UPDATE usecases SET comments_count = counted.n
  FROM (SELECT usecase_id, count(*)::int AS n FROM usecase_comments GROUP BY usecase_id) counted
  WHERE usecases.id = counted.usecase_id;
--> statement-breakpoint
CREATE FUNCTION count_usecase_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE usecases SET comments_count = comments_count + 1 WHERE id = NEW.usecase_id;
  ELSE
    UPDATE usecases SET comments_count = greatest(comments_count - 1, 0) WHERE id = OLD.usecase_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER usecase_comments_count AFTER INSERT OR DELETE ON usecase_comments FOR EACH ROW EXECUTE FUNCTION count_usecase_comments();
--> statement-breakpoint
-- Feed pages carry their authors' usernames and avatars, and a reader's Following pages depend on
-- whom they follow: changes to either drop the kept pages too (decision 016).
CREATE TRIGGER follows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON follows FOR EACH STATEMENT EXECUTE FUNCTION notify_usecases_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_author_changed AFTER UPDATE OF username, avatar_url ON profiles FOR EACH STATEMENT EXECUTE FUNCTION notify_usecases_changed();
