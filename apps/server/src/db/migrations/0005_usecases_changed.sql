-- Every statement that changes the usecases table is announced on the usecases_changed channel,
-- whoever runs it (the app, a cascade from a deleted account, a script, another instance), so
-- servers that keep feed pages in memory drop them (decision 016). One notification a statement.
CREATE FUNCTION notify_usecases_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('usecases_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER usecases_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON usecases FOR EACH STATEMENT EXECUTE FUNCTION notify_usecases_changed();
