CREATE TABLE "tallies" (
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "tallies_subject_key_pk" PRIMARY KEY("subject","key")
);
--> statement-breakpoint
CREATE TABLE "tally_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tally_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL
);
