CREATE TABLE "shipment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"place" text,
	"note" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_status_check" CHECK ("shipment_events"."status" IN ('pending', 'approved', 'collected', 'in-transit', 'out-for-delivery', 'delivered', 'exception', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"cause_kind" text,
	"cause_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_jobs_state_check" CHECK ("background_jobs"."state" IN ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "background_jobs_attempts_check" CHECK ("background_jobs"."attempts" >= 0 AND "background_jobs"."max_attempts" >= 1),
	CONSTRAINT "background_jobs_cause_check" CHECK (("background_jobs"."cause_kind" IS NULL) = ("background_jobs"."cause_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "background_jobs_cause_idx" ON "background_jobs" USING btree ("cause_kind","cause_id");--> statement-breakpoint
CREATE INDEX "background_jobs_kind_created_idx" ON "background_jobs" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_status_check" CHECK ("modules"."status" IN ('available', 'leased'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" IN ('new', 'contacted', 'visit-scheduled', 'proposal-sent', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" IN ('pending', 'approved', 'collected', 'in-transit', 'out-for-delivery', 'delivered', 'exception', 'cancelled'));