CREATE TABLE "site_identity" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"district" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	"instagram_url" text,
	"facebook_url" text,
	"linkedin_url" text,
	"map_lat" double precision NOT NULL,
	"map_lng" double precision NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_identity_single_row" CHECK (id = 1)
);
--> statement-breakpoint
-- Public pages read the identity (header, footer, location, JSON-LD): a save moves the site's
-- content version like a module's status does (migration 0019), so the page cache empties and
-- every process reads the new record.
CREATE TRIGGER site_identity_bump_site_content_version
AFTER INSERT OR UPDATE OR DELETE ON site_identity
FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
