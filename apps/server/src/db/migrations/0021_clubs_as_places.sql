CREATE TABLE "club_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" text NOT NULL,
	"day" date NOT NULL,
	"opens_minute" integer,
	"closes_minute" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_closures_span" CHECK (("club_closures"."opens_minute" is null and "club_closures"."closes_minute" is null) or ("club_closures"."opens_minute" >= 0 and "club_closures"."closes_minute" <= 1440 and "club_closures"."closes_minute" > "club_closures"."opens_minute"))
);
--> statement-breakpoint
CREATE TABLE "club_hours" (
	"club_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"opens_minute" integer NOT NULL,
	"closes_minute" integer NOT NULL,
	CONSTRAINT "club_hours_club_id_weekday_pk" PRIMARY KEY("club_id","weekday"),
	CONSTRAINT "club_hours_weekday" CHECK ("club_hours"."weekday" between 0 and 6),
	CONSTRAINT "club_hours_span" CHECK ("club_hours"."opens_minute" >= 0 and "club_hours"."closes_minute" <= 1440 and "club_hours"."closes_minute" > "club_hours"."opens_minute")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "kind" text DEFAULT 'studio' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_closures" ADD CONSTRAINT "club_closures_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_hours" ADD CONSTRAINT "club_hours_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_closures_club_day_idx" ON "club_closures" USING btree ("club_id","day");