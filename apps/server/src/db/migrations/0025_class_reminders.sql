CREATE TABLE "class_member_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_member_settings" ADD CONSTRAINT "class_member_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_notices_one_reminder_idx" ON "class_notices" USING btree ("booking_id") WHERE "class_notices"."kind" = 'reminder';