ALTER TABLE "visits" ADD COLUMN "slot_at" timestamp with time zone;--> statement-breakpoint
-- A visitor's booking holds the place of the slot at its start; the staff's visits so far held none.
UPDATE "visits" SET "slot_at" = "starts_at" WHERE "source" = 'site';
