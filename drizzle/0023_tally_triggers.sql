-- The tallies (src/server/db/schema/tallies.ts) kept by triggers in the transactions that change
-- the rows they count. Each change is appended to tally_changes; about one change in a hundred
-- folds the changes so far into tallies, under an advisory lock that only one transaction holds
-- (the others go on without folding): writers never wait on a shared counter row.
CREATE FUNCTION fold_tallies() RETURNS void LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM tally_changes RETURNING subject, key, n),
       summed AS (SELECT subject, key, sum(n) AS n FROM moved GROUP BY subject, key)
  INSERT INTO tallies (subject, key, n) SELECT subject, key, n FROM summed
  ON CONFLICT (subject, key) DO UPDATE SET n = tallies.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION tally(of_subject text, of_key text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tally_changes (subject, key, n) VALUES (of_subject, of_key, delta);
  IF random() < 0.01 AND pg_try_advisory_xact_lock(hashtext('fold_tallies')) THEN
    -- A fold is housekeeping: if it fails, its part is undone, the changes wait for the next
    -- one (readers sum both tables), and the writer's own change goes through.
    BEGIN
      PERFORM fold_tallies();
    EXCEPTION WHEN OTHERS THEN
      RAISE WARNING 'fold_tallies: % (%)', SQLERRM, SQLSTATE;
    END;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION tallies_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tallies WHERE subject LIKE TG_ARGV[0] || '.%';
  DELETE FROM tally_changes WHERE subject LIKE TG_ARGV[0] || '.%';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION leads_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM tally('lead.status', OLD.status, -1);
    PERFORM tally('lead.module', coalesce(OLD.module_number::text, 'none'), -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM tally('lead.status', NEW.status, 1);
    PERFORM tally('lead.module', coalesce(NEW.module_number::text, 'none'), 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER leads_tally AFTER INSERT OR DELETE ON leads FOR EACH ROW EXECUTE FUNCTION leads_tally();
--> statement-breakpoint
CREATE TRIGGER leads_tally_update AFTER UPDATE OF status, module_number ON leads FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.module_number IS DISTINCT FROM NEW.module_number)
EXECUTE FUNCTION leads_tally();
--> statement-breakpoint
CREATE TRIGGER leads_tally_truncate AFTER TRUNCATE ON leads FOR EACH STATEMENT EXECUTE FUNCTION tallies_truncated('lead');
--> statement-breakpoint
CREATE FUNCTION shipments_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM tally('shipment.status', OLD.status, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM tally('shipment.status', NEW.status, 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shipments_tally AFTER INSERT OR DELETE ON shipments FOR EACH ROW EXECUTE FUNCTION shipments_tally();
--> statement-breakpoint
CREATE TRIGGER shipments_tally_update AFTER UPDATE OF status ON shipments FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION shipments_tally();
--> statement-breakpoint
CREATE TRIGGER shipments_tally_truncate AFTER TRUNCATE ON shipments FOR EACH STATEMENT EXECUTE FUNCTION tallies_truncated('shipment');
--> statement-breakpoint
CREATE FUNCTION user_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM tally('user.role', coalesce(OLD.role, 'none'), -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM tally('user.role', coalesce(NEW.role, 'none'), 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_tally AFTER INSERT OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION user_tally();
--> statement-breakpoint
CREATE TRIGGER user_tally_update AFTER UPDATE OF role ON "user" FOR EACH ROW
WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION user_tally();
--> statement-breakpoint
CREATE TRIGGER user_tally_truncate AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION tallies_truncated('user');
--> statement-breakpoint
INSERT INTO tallies (subject, key, n)
SELECT 'lead.status', status, count(*) FROM leads GROUP BY status
UNION ALL SELECT 'lead.module', coalesce(module_number::text, 'none'), count(*) FROM leads GROUP BY module_number
UNION ALL SELECT 'shipment.status', status, count(*) FROM shipments GROUP BY status
UNION ALL SELECT 'user.role', coalesce(role, 'none'), count(*) FROM "user" GROUP BY role;
