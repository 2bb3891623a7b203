ALTER TABLE "shipments" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "carrier_name" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "carrier_code" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_seq_unique" UNIQUE("seq");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_carrier_check" CHECK ("shipments"."carrier" IN ('correios', 'other'));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_carrier_code_check" CHECK (("shipments"."carrier" IS NULL) = ("shipments"."carrier_code" IS NULL));--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_carrier_name_check" CHECK ("shipments"."carrier" IS DISTINCT FROM 'other' OR "shipments"."carrier_name" IS NOT NULL);