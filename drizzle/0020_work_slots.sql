CREATE TABLE "work_slots" (
	"key" text NOT NULL,
	"slot" integer NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_slots_key_slot_pk" PRIMARY KEY("key","slot")
);
