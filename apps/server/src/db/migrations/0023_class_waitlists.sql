CREATE TABLE "class_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "class_bookings_one_place_idx";--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "queue" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "free_cancel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "waitlisted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_notices" ADD CONSTRAINT "class_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_notices" ADD CONSTRAINT "class_notices_booking_id_class_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."class_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_notices_unsent_idx" ON "class_notices" USING btree ("created_at") WHERE "class_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "class_bookings_waitlist_idx" ON "class_bookings" USING btree ("session_id","queue") WHERE "class_bookings"."status" = 'waitlisted';--> statement-breakpoint
CREATE UNIQUE INDEX "class_bookings_one_place_idx" ON "class_bookings" USING btree ("session_id","user_id") WHERE "class_bookings"."status" in ('booked', 'waitlisted');--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_attendance" CHECK ("class_bookings"."attendance" is null or "class_bookings"."status" = 'booked');--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_waitlisted" CHECK ("class_sessions"."waitlisted" >= 0);