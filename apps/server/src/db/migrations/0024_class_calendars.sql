CREATE TABLE "class_calendars" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"feed_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_calendars_feed_key_unique" UNIQUE("feed_key")
);
--> statement-breakpoint
ALTER TABLE "class_calendars" ADD CONSTRAINT "class_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;