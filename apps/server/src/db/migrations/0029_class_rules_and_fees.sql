CREATE TABLE "class_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" text NOT NULL,
	"class_type_id" text,
	"opens_days_before" integer NOT NULL,
	"late_cancel_hours" integer NOT NULL,
	"max_upcoming" integer NOT NULL,
	"max_per_day" integer NOT NULL,
	"penalty" text NOT NULL,
	"fee_cents" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "class_rules_fee" CHECK (("class_rules"."penalty" = 'fee') = ("class_rules"."fee_cents" is not null and "class_rules"."fee_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE "class_fees" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	"waived_at" timestamp with time zone,
	CONSTRAINT "class_fees_amount" CHECK ("class_fees"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "class_rules" ADD CONSTRAINT "class_rules_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_rules" ADD CONSTRAINT "class_rules_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_rules" ADD CONSTRAINT "class_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_fees" ADD CONSTRAINT "class_fees_booking_id_class_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."class_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_rules_club_type_idx" ON "class_rules" USING btree ("club_id",coalesce("class_type_id", ''));--> statement-breakpoint
CREATE VIEW "class_session_rules" AS
SELECT s.id AS session_id, r.opens_days_before, r.late_cancel_hours, r.max_upcoming, r.max_per_day, r.penalty,
       r.fee_cents
  FROM class_sessions s
  LEFT JOIN LATERAL (
    SELECT * FROM class_rules r
     WHERE r.club_id = s.club_id AND (r.class_type_id = s.class_type_id OR r.class_type_id IS NULL)
     ORDER BY r.class_type_id NULLS LAST
     LIMIT 1) r ON true;
