CREATE TABLE "class_draws" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"drawn" jsonb NOT NULL,
	"places_drawn" integer NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "class_bookings_one_place_idx";--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "draw_lost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_series" ADD COLUMN "popular" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "popular" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_draws" ADD CONSTRAINT "class_draws_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_bookings_one_place_idx" ON "class_bookings" USING btree ("session_id","user_id") WHERE "class_bookings"."status" in ('booked', 'waitlisted', 'requested');