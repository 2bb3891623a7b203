-- Each module's public content as the staff edit it in the Site section: the description in both
-- languages (the column so far, "description", stays the Portuguese one; the shipped standard text
-- gets its English translation, any other text is copied until someone translates it), an optional
-- monthly price in centavos (rent, condominium fee, IPTU: all three or none) and a version for the
-- editors' check.
ALTER TABLE "modules" ADD COLUMN "description_en" text;--> statement-breakpoint
-- Filling in the new column changes no page that is cached: the server starts afresh after its
-- migrations. Without the statement trigger (0019), the content version stays where it was, and a
-- fresh database stays empty for an import.
ALTER TABLE "modules" DISABLE TRIGGER "modules_bump_site_content_version";--> statement-breakpoint
UPDATE "modules" SET "description_en" = CASE
  WHEN "description" = 'Mezanino: 180m² - Térreo: 1640m² - Total: 1820m²'
    THEN 'Mezzanine: 180' || chr(160) || 'm² - Ground floor: 1640' || chr(160) || 'm² - Total: 1820' || chr(160) || 'm²'
  ELSE "description"
END;--> statement-breakpoint
ALTER TABLE "modules" ENABLE TRIGGER "modules_bump_site_content_version";--> statement-breakpoint
ALTER TABLE "modules" ALTER COLUMN "description_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "rent_cents" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "condo_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "iptu_cents" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_price_check" CHECK (num_nonnulls("modules"."rent_cents", "modules"."condo_fee_cents", "modules"."iptu_cents") IN (0, 3) AND coalesce("modules"."rent_cents", 0) >= 0 AND coalesce("modules"."condo_fee_cents", 0) >= 0 AND coalesce("modules"."iptu_cents", 0) >= 0);
