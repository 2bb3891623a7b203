ALTER TABLE "modules" DROP CONSTRAINT "modules_status_check";--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "tenant_name" text;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "contract_end" date;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "private_note" text;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_status_check" CHECK ("modules"."status" IN ('available', 'reserved', 'leased'));