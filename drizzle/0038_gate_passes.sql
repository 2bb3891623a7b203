CREATE TABLE "gate_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"module_number" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"person_name" text NOT NULL,
	"document_kind" text,
	"document_number" text,
	"company" text,
	"plate" text,
	"operation" text,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"walk_in" boolean DEFAULT false NOT NULL,
	"approval" text DEFAULT 'approved' NOT NULL,
	"decided_by" text,
	"revoked_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	"checked_out_at" timestamp with time zone,
	"checked_out_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gate_passes_kind_check" CHECK ("gate_passes"."kind" IN ('visitor', 'truck')),
	CONSTRAINT "gate_passes_approval_check" CHECK ("gate_passes"."approval" IN ('approved', 'pending', 'refused')),
	CONSTRAINT "gate_passes_window_order" CHECK ("gate_passes"."window_start" < "gate_passes"."window_end"),
	CONSTRAINT "gate_passes_truck_plate" CHECK ("gate_passes"."kind" <> 'truck' OR "gate_passes"."plate" IS NOT NULL),
	CONSTRAINT "gate_passes_out_after_in" CHECK ("gate_passes"."checked_out_at" IS NULL OR "gate_passes"."checked_in_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_module_number_modules_number_fk" FOREIGN KEY ("module_number") REFERENCES "public"."modules"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_checked_out_by_user_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_passes_code_idx" ON "gate_passes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gate_passes_tenant_window_idx" ON "gate_passes" USING btree ("tenant_id","window_start");--> statement-breakpoint
CREATE INDEX "gate_passes_window_idx" ON "gate_passes" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "gate_passes_plate_idx" ON "gate_passes" USING btree ("plate","window_start");--> statement-breakpoint
CREATE INDEX "gate_passes_checked_in_idx" ON "gate_passes" USING btree ("checked_in_at");