-- Every change to a session or a user is announced on the auth_changes channel, whoever makes it
-- (better-auth, the app, the admin CLI, another instance), so servers that keep signed-in users in
-- memory drop them at once (decision 015). The payload names ids, never a session token.
CREATE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', CASE TG_TABLE_NAME WHEN 'sessions' THEN 's:' ELSE 'u:' END || OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
