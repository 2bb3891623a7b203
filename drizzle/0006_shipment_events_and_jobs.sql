-- Custom migration (not generated): existing shipments get their first event, the triggers that
-- make shipment_events the only way to change a shipment's status, and the move of mail_outbox
-- into background_jobs (mail_outbox itself is dropped by the next, generated migration).

-- Until now a shipment changed only when created.
UPDATE "shipments" SET "updated_at" = "created_at";
--> statement-breakpoint
INSERT INTO "shipment_events" ("shipment_id", "status", "created_at")
SELECT "id", "status", "created_at" FROM "shipments" ORDER BY "created_at", "id";
--> statement-breakpoint

-- Each new event becomes the shipment's status.
CREATE FUNCTION "shipment_events_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shipments" SET "status" = NEW."status", "updated_at" = NEW."created_at" WHERE "id" = NEW."shipment_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shipment_events_apply" AFTER INSERT ON "shipment_events"
FOR EACH ROW EXECUTE FUNCTION "shipment_events_apply"();
--> statement-breakpoint

-- At commit, a shipment's status must be its newest event's: a shipment created without its first
-- event, or a status written directly, rolls the transaction back.
CREATE FUNCTION "shipments_status_from_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_status text;
  event_status text;
BEGIN
  SELECT "status" INTO current_status FROM "shipments" WHERE "id" = NEW."id";
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT "status" INTO event_status FROM "shipment_events" WHERE "shipment_id" = NEW."id" ORDER BY "id" DESC LIMIT 1;
  IF event_status IS DISTINCT FROM current_status THEN
    RAISE EXCEPTION 'shipment % has status % but its newest event says %: change a status by inserting a shipment_events row',
      NEW."id", current_status, coalesce(event_status, '(no event)')
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shipments_status_from_events" AFTER INSERT OR UPDATE OF "status" ON "shipments"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "shipments_status_from_events"();
--> statement-breakpoint

-- The history is append-only. Events go only with their shipment (the foreign key's cascade), and
-- the only change is forgetting a deleted account as the actor (its ON DELETE SET NULL).
CREATE FUNCTION "shipment_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "shipments" WHERE "id" = OLD."shipment_id") THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."actor_id" IS NULL
    AND (NEW."id", NEW."shipment_id", NEW."status", NEW."place", NEW."note", NEW."created_at")
      IS NOT DISTINCT FROM (OLD."id", OLD."shipment_id", OLD."status", OLD."place", OLD."note", OLD."created_at") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'shipment_events rows are never changed or deleted (event %)', OLD."id"
    USING ERRCODE = 'check_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shipment_events_append_only" BEFORE UPDATE OR DELETE ON "shipment_events"
FOR EACH ROW EXECUTE FUNCTION "shipment_events_append_only"();
--> statement-breakpoint

-- Every email keeps its id (its Message-ID derives from it), text, attempts and state; the lead it
-- was about becomes its cause. Outbox attempts were finished sends, which is what a queued job's
-- attempts count too.
INSERT INTO "background_jobs"
  ("id", "kind", "payload", "state", "attempts", "max_attempts", "run_at", "last_error",
   "cause_kind", "cause_id", "created_at", "updated_at", "finished_at")
SELECT "id", 'mail',
  jsonb_strip_nulls(jsonb_build_object('to', "to", 'subject', "subject", 'text', "text", 'html', "html", 'replyTo', "reply_to")),
  CASE "status" WHEN 'sent' THEN 'succeeded' WHEN 'failed' THEN 'failed' ELSE 'queued' END,
  "attempts", greatest(15, "attempts"), "next_attempt_at", "last_error",
  CASE WHEN "lead_id" IS NOT NULL THEN 'lead' END, "lead_id"::text,
  "created_at", coalesce("sent_at", "created_at"), "sent_at"
FROM "mail_outbox";
