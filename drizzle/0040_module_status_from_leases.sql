ALTER TABLE "modules" ADD COLUMN "reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The staff's "reserved" becomes their hold: shown whenever no lease covers the day. Nothing the
-- public pages show changes, so the site's content version (migration 0019) stays where it is.
ALTER TABLE "modules" DISABLE TRIGGER "modules_bump_site_content_version";--> statement-breakpoint
UPDATE "modules" SET "reserved" = true WHERE "status" = 'reserved';--> statement-breakpoint
ALTER TABLE "modules" ENABLE TRIGGER "modules_bump_site_content_version";--> statement-breakpoint
-- A module marked leased with the tenant's name typed in, and no lease recorded, gets a lease
-- record without an account: a tenant of that name leasing the module from the day it was last
-- changed (or its contract end, if earlier) to its contract end. Where that would overlap a lease
-- already recorded, the recorded one stands (and the typed name stays in its column).
WITH "orphan" AS (
  SELECT gen_random_uuid() AS "tenant_id", m."number", trim(m."tenant_name") AS "name",
         least((m."updated_at" AT TIME ZONE 'America/Fortaleza')::date, coalesce(m."contract_end", 'infinity'::date)) AS "starts_on",
         m."contract_end" AS "ends_on"
  FROM "modules" m
  WHERE m."status" = 'leased' AND coalesce(trim(m."tenant_name"), '') <> ''
    AND NOT EXISTS (
      SELECT 1 FROM "leases" l
      WHERE l."module_number" = m."number"
        AND daterange(l."starts_on", l."ends_on", '[]') && daterange(
          least((m."updated_at" AT TIME ZONE 'America/Fortaleza')::date, coalesce(m."contract_end", 'infinity'::date)),
          m."contract_end", '[]')
    )
), "created" AS (
  INSERT INTO "tenants" ("id", "name") SELECT "tenant_id", "name" FROM "orphan" RETURNING "id"
)
INSERT INTO "leases" ("tenant_id", "module_number", "starts_on", "ends_on")
SELECT o."tenant_id", o."number", o."starts_on", o."ends_on" FROM "orphan" o JOIN "created" c ON c."id" = o."tenant_id";
