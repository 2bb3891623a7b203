CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_date" date NOT NULL,
	"shipment_id" uuid,
	"module_number" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_on" date,
	"payment_method" text,
	"cancel_reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_status_check" CHECK ("charges"."status" IN ('open', 'paid', 'cancelled')),
	CONSTRAINT "charges_payment_method_check" CHECK ("charges"."payment_method" IN ('pix', 'boleto', 'transfer', 'card', 'cash')),
	CONSTRAINT "charges_amount_check" CHECK ("charges"."amount_cents" > 0),
	CONSTRAINT "charges_state_check" CHECK (("charges"."status" = 'paid') = ("charges"."paid_on" IS NOT NULL AND "charges"."payment_method" IS NOT NULL) AND ("charges"."status" = 'cancelled') = ("charges"."cancel_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_module_number_modules_number_fk" FOREIGN KEY ("module_number") REFERENCES "public"."modules"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_user_due_idx" ON "charges" USING btree ("user_id","due_date");--> statement-breakpoint
CREATE INDEX "charges_due_idx" ON "charges" USING btree ("due_date");