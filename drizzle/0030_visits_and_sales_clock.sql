CREATE TABLE "closed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "closed_days_kind_check" CHECK ("closed_days"."kind" IN ('national', 'municipal', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "staff_calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "visit_hours" (
	"weekday" smallint NOT NULL,
	"starts_minute" integer NOT NULL,
	"ends_minute" integer NOT NULL,
	CONSTRAINT "visit_hours_weekday_starts_minute_pk" PRIMARY KEY("weekday","starts_minute"),
	CONSTRAINT "visit_hours_range" CHECK ("visit_hours"."weekday" BETWEEN 0 AND 6 AND "visit_hours"."starts_minute" >= 0 AND "visit_hours"."ends_minute" <= 1440 AND "visit_hours"."starts_minute" < "visit_hours"."ends_minute")
);
--> statement-breakpoint
CREATE TABLE "visit_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"slot_minutes" integer NOT NULL,
	"places_per_slot" integer NOT NULL,
	"days_ahead" integer NOT NULL,
	"min_notice_minutes" integer NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_settings_single_row" CHECK ("visit_settings"."id" = 1),
	CONSTRAINT "visit_settings_ranges" CHECK ("visit_settings"."slot_minutes" BETWEEN 15 AND 480 AND "visit_settings"."places_per_slot" BETWEEN 1 AND 50 AND "visit_settings"."days_ahead" BETWEEN 1 AND 365 AND "visit_settings"."min_notice_minutes" BETWEEN 0 AND 20160)
);
--> statement-breakpoint
CREATE TABLE "visit_slots" (
	"starts_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_slots_places" CHECK ("visit_slots"."booked" >= 0 AND "visit_slots"."booked" <= "visit_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"source" text NOT NULL,
	"module_number" integer,
	"locale" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"outcome_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_status_check" CHECK ("visits"."status" IN ('booked', 'cancelled', 'done', 'no-show')),
	CONSTRAINT "visits_source_check" CHECK ("visits"."source" IN ('site', 'staff')),
	CONSTRAINT "visits_time_order" CHECK ("visits"."starts_at" < "visits"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "sales_clock_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"first_response_minutes" integer NOT NULL,
	"business_opens_minute" integer NOT NULL,
	"business_closes_minute" integer NOT NULL,
	"stage_days" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_clock_settings_single_row" CHECK ("sales_clock_settings"."id" = 1),
	CONSTRAINT "sales_clock_settings_ranges" CHECK ("sales_clock_settings"."first_response_minutes" BETWEEN 1 AND 10080 AND "sales_clock_settings"."business_opens_minute" >= 0 AND "sales_clock_settings"."business_closes_minute" <= 1440 AND "sales_clock_settings"."business_opens_minute" < "sales_clock_settings"."business_closes_minute")
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_name_day_pk" PRIMARY KEY("name","day")
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "staff_calendar_feeds" ADD CONSTRAINT "staff_calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_module_number_modules_number_fk" FOREIGN KEY ("module_number") REFERENCES "public"."modules"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_outcome_by_user_id_fk" FOREIGN KEY ("outcome_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_starts_at_idx" ON "visits" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "visits_lead_idx" ON "visits" USING btree ("lead_id","starts_at");--> statement-breakpoint
CREATE INDEX "leads_email_key_idx" ON "leads" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "leads_phone_key_idx" ON "leads" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "leads_first_response_due_idx" ON "leads" USING btree ("first_response_due_at") WHERE first_response_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_stage_changed_idx" ON "leads" USING btree ("status","stage_changed_at");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" IN ('note', 'stage', 'owner', 'follow-up', 'email', 'visit', 'visit-booked', 'visit-changed', 'visit-cancelled', 'visit-outcome', 'auto-reply', 'merge'));--> statement-breakpoint
UPDATE "leads" SET "stage_changed_at" = COALESCE(
	(SELECT max(e."created_at") FROM "lead_events" e WHERE e."lead_id" = "leads"."id" AND e."kind" = 'stage'),
	"leads"."created_at"
);
