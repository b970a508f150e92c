-- A result's answers (about 3.6 KB for 30) are compressed on every save; lz4 costs the server a
-- fraction of the default pglz's CPU for the same data. PGlite is built without lz4 and keeps pglz.
DO $$
BEGIN
  ALTER TABLE results ALTER COLUMN answers SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END;
$$;
