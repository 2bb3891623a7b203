CREATE TABLE "faq_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"question_pt" text NOT NULL,
	"answer_pt" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_en" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_questions_group_check" CHECK ("faq_questions"."group" IN ('freight', 'condominium'))
);
--> statement-breakpoint
CREATE TABLE "site_banner" (
	"id" integer PRIMARY KEY NOT NULL,
	"text_pt" text NOT NULL,
	"text_en" text NOT NULL,
	"link" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_banner_single_row" CHECK (id = 1),
	CONSTRAINT "site_banner_window" CHECK ("site_banner"."ends_at" > "site_banner"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "faq_questions_order" ON "faq_questions" USING btree ("group","position");--> statement-breakpoint
-- The FAQ page and the banner read these tables: a change moves the site's content version like a
-- module's status does (migration 0019), so visitors see it on their next request. The banner's
-- start and end, which pass with no change, are followed by the page cache itself
-- (src/server/site-banner.ts).
CREATE TRIGGER faq_questions_bump_site_content_version
AFTER INSERT OR UPDATE OR DELETE ON faq_questions
FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER site_banner_bump_site_content_version
AFTER INSERT OR UPDATE OR DELETE ON site_banner
FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
