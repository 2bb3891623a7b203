-- Two bookings of one room never overlap, whichever process writes them: an exclusion constraint
-- over the booking's time ('[)': one ending at 11:00 and one starting at 11:00 do not overlap),
-- on the bookings still held (a cancelled one frees its time). Equality on the room inside a GiST
-- index takes btree_gist (created by the leases' migration too; repeated here so this one stands
-- on its own).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_no_overlap"
  EXCLUDE USING gist ("room_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'booked');
