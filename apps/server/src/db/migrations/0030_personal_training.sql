CREATE TABLE "trainer_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"club_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "trainer_hours_weekday" CHECK ("trainer_hours"."weekday" between 0 and 6),
	CONSTRAINT "trainer_hours_span" CHECK ("trainer_hours"."start_minute" >= 0 and "trainer_hours"."end_minute" <= 1440 and "trainer_hours"."end_minute" > "trainer_hours"."start_minute")
);
--> statement-breakpoint
CREATE TABLE "trainer_profiles" (
	"trainer_id" uuid PRIMARY KEY NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"specialities" text[] DEFAULT '{}' NOT NULL,
	"certifications" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{en}' NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"notice_hours" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"pending" jsonb,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_time_off_span" CHECK ("trainer_time_off"."ends_at" > "trainer_time_off"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "training_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" text NOT NULL,
	"sessions" integer NOT NULL,
	"minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"intro" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "training_offers_price" CHECK ("training_offers"."price_cents" >= 0 and ("training_offers"."intro" or "training_offers"."price_cents" > 0)),
	CONSTRAINT "training_offers_minutes" CHECK ("training_offers"."minutes" in (30, 60))
);
--> statement-breakpoint
CREATE TABLE "training_pack_refunds" (
	"refund_id" uuid PRIMARY KEY NOT NULL,
	"pack_id" uuid NOT NULL,
	"sessions" integer NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"club_id" text NOT NULL,
	"offer_id" uuid NOT NULL,
	"sessions" integer NOT NULL,
	"minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"intro" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"request_key" text NOT NULL,
	"provider_key" text,
	"purchased_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_packs_provider_key_unique" UNIQUE("provider_key"),
	CONSTRAINT "training_packs_counts" CHECK ("training_packs"."used" >= 0 and "training_packs"."refunded" >= 0 and "training_packs"."used" + "training_packs"."refunded" <= "training_packs"."sessions")
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"club_id" text NOT NULL,
	"pack_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"returned_to_pack" boolean DEFAULT false NOT NULL,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_sessions_span" CHECK ("training_sessions"."ends_at" > "training_sessions"."starts_at" and "training_sessions"."blocked_until" >= "training_sessions"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "trainer_hours" ADD CONSTRAINT "trainer_hours_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_hours" ADD CONSTRAINT "trainer_hours_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD CONSTRAINT "trainer_profiles_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_time_off" ADD CONSTRAINT "trainer_time_off_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_notices" ADD CONSTRAINT "training_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_notices" ADD CONSTRAINT "training_notices_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_offers" ADD CONSTRAINT "training_offers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_pack_refunds" ADD CONSTRAINT "training_pack_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_pack_refunds" ADD CONSTRAINT "training_pack_refunds_pack_id_training_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."training_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_packs" ADD CONSTRAINT "training_packs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_packs" ADD CONSTRAINT "training_packs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_packs" ADD CONSTRAINT "training_packs_offer_id_training_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."training_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_pack_id_training_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."training_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainer_hours_trainer_idx" ON "trainer_hours" USING btree ("trainer_id","club_id");--> statement-breakpoint
CREATE INDEX "trainer_time_off_trainer_idx" ON "trainer_time_off" USING btree ("trainer_id","ends_at");--> statement-breakpoint
CREATE INDEX "training_notices_unsent_idx" ON "training_notices" USING btree ("created_at") WHERE "training_notices"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "training_notices_one_reminder_idx" ON "training_notices" USING btree ("session_id") WHERE "training_notices"."kind" = 'reminder';--> statement-breakpoint
CREATE UNIQUE INDEX "training_offers_club_kind_idx" ON "training_offers" USING btree ("club_id","sessions","minutes","intro");--> statement-breakpoint
CREATE UNIQUE INDEX "training_packs_request_idx" ON "training_packs" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "training_packs_intro_idx" ON "training_packs" USING btree ("user_id") WHERE "training_packs"."intro" and "training_packs"."status" <> 'declined';--> statement-breakpoint
CREATE INDEX "training_packs_user_idx" ON "training_packs" USING btree ("user_id","club_id");--> statement-breakpoint
CREATE INDEX "training_sessions_trainer_idx" ON "training_sessions" USING btree ("trainer_id","starts_at");--> statement-breakpoint
CREATE INDEX "training_sessions_user_idx" ON "training_sessions" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_apart" EXCLUDE USING gist ("trainer_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&) WHERE ("status" <> 'cancelled');--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_member_apart" EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled');
