CREATE TABLE "site_images" (
	"slot" text PRIMARY KEY NOT NULL,
	"image" jsonb,
	"pending" jsonb,
	"failure" text,
	"alt_pt" text,
	"alt_en" text,
	"focal_x" integer DEFAULT 50 NOT NULL,
	"focal_y" integer DEFAULT 50 NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_images_focal_check" CHECK ("site_images"."focal_x" BETWEEN 0 AND 100 AND "site_images"."focal_y" BETWEEN 0 AND 100)
);
--> statement-breakpoint
-- Public pages show these images: a save (or a finished encoding) moves the site's content
-- version like a module's status does (migration 0019), so the page cache empties.
CREATE TRIGGER site_images_bump_site_content_version
AFTER INSERT OR UPDATE OR DELETE ON site_images
FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
