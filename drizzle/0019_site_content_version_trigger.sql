-- What anonymous public pages show comes from these tables: any change to them moves the site's
-- content version in the same transaction, so a cached page rendered from older rows is never
-- served again once the change commits (src/server/http/page-cache.ts). The embedded database's
-- single process learns the new version from the notification, delivered at commit, instead of
-- asking on every request (src/server/content-version.ts). A public page that starts reading
-- another table adds that table here.
CREATE FUNCTION bump_site_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  INSERT INTO site_content_version (id, version) VALUES (1, 1)
  ON CONFLICT (id) DO UPDATE SET version = site_content_version.version + 1
  RETURNING version INTO next_version;
  PERFORM pg_notify('site_content_version', next_version::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER modules_bump_site_content_version
AFTER INSERT OR UPDATE OR DELETE ON modules
FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
