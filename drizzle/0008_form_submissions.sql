CREATE TABLE "form_submissions" (
	"action" text NOT NULL,
	"key" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_action_key_pk" PRIMARY KEY("action","key")
);
