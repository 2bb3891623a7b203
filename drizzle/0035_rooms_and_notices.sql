CREATE TABLE "room_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"booked_by" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_bookings_status_check" CHECK ("room_bookings"."status" IN ('booked', 'cancelled')),
	CONSTRAINT "room_bookings_order_check" CHECK ("room_bookings"."starts_at" < "room_bookings"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"capacity" integer NOT NULL,
	"opens_minute" integer NOT NULL,
	"closes_minute" integer NOT NULL,
	"min_minutes" integer NOT NULL,
	"max_minutes" integer NOT NULL,
	"cancel_notice_hours" integer NOT NULL,
	"rules_pt" text DEFAULT '' NOT NULL,
	"rules_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_capacity_check" CHECK ("rooms"."capacity" > 0),
	CONSTRAINT "rooms_hours_check" CHECK ("rooms"."opens_minute" >= 0 AND "rooms"."opens_minute" < "rooms"."closes_minute" AND "rooms"."closes_minute" <= 1440),
	CONSTRAINT "rooms_length_check" CHECK ("rooms"."min_minutes" > 0 AND "rooms"."min_minutes" <= "rooms"."max_minutes"),
	CONSTRAINT "rooms_notice_check" CHECK ("rooms"."cancel_notice_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notice_recipients" (
	"notice_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" uuid,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_recipients_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"modules" integer[],
	"attachment_name" text,
	"attachment_type" text,
	"attachment_size" bigint,
	"attachment_key" text,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_attachment_key_unique" UNIQUE("attachment_key"),
	CONSTRAINT "notices_urgency_check" CHECK ("notices"."urgency" IN ('normal', 'urgent')),
	CONSTRAINT "notices_attachment_check" CHECK (("notices"."attachment_key" IS NULL) = ("notices"."attachment_name" IS NULL) AND ("notices"."attachment_key" IS NULL) = ("notices"."attachment_type" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_booked_by_user_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_bookings_room_idx" ON "room_bookings" USING btree ("room_id","starts_at");--> statement-breakpoint
CREATE INDEX "room_bookings_tenant_idx" ON "room_bookings" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "room_bookings_starts_idx" ON "room_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "notice_reads_read_idx" ON "notice_reads" USING btree ("notice_id","read_at");--> statement-breakpoint
CREATE INDEX "notice_recipients_user_idx" ON "notice_recipients" USING btree ("user_id","published_at");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at");