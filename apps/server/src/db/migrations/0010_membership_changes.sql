CREATE TABLE "plan_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"effective_period" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_price_changes_price_positive" CHECK ("plan_price_changes"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"membership_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"notice_date" date NOT NULL,
	"last_day" date NOT NULL,
	"cooling_off" boolean DEFAULT false NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellations_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "freezes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"membership_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_period" date NOT NULL,
	"last_period" date NOT NULL,
	"fee_cents" integer NOT NULL,
	"ended_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freezes_reference_unique" UNIQUE("reference"),
	CONSTRAINT "freezes_periods_ordered" CHECK ("freezes"."last_period" >= "freezes"."first_period"),
	CONSTRAINT "freezes_fee_not_negative" CHECK ("freezes"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"membership_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"from_plan_id" text NOT NULL,
	"to_plan_id" text NOT NULL,
	"from_club_id" text NOT NULL,
	"to_club_id" text NOT NULL,
	"from_price_cents" integer NOT NULL,
	"to_price_cents" integer NOT NULL,
	"effective_date" date NOT NULL,
	"prorated_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"charge_id" uuid,
	"agreement_id" uuid,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_changes_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"cancellation_id" uuid,
	"provider_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_provider_key_unique" UNIQUE("provider_key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "guest_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"period" date NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone,
	"used_club_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_passes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
DROP INDEX "ledger_entries_dues_once_idx";--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "guest_passes_per_month" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "plan_price_changes" ADD CONSTRAINT "plan_price_changes_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freezes" ADD CONSTRAINT "freezes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freezes" ADD CONSTRAINT "freezes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_from_plan_id_plans_id_fk" FOREIGN KEY ("from_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_to_plan_id_plans_id_fk" FOREIGN KEY ("to_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_from_club_id_clubs_id_fk" FOREIGN KEY ("from_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_to_club_id_clubs_id_fk" FOREIGN KEY ("to_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_agreement_id_member_documents_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."member_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_cancellation_id_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."cancellations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_used_club_id_clubs_id_fk" FOREIGN KEY ("used_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_price_changes_plan_period_idx" ON "plan_price_changes" USING btree ("plan_id","effective_period");--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_one_standing_idx" ON "cancellations" USING btree ("membership_id") WHERE "cancellations"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "cancellations_user_idx" ON "cancellations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "freezes_membership_idx" ON "freezes" USING btree ("membership_id","first_period");--> statement-breakpoint
CREATE INDEX "plan_changes_membership_idx" ON "plan_changes" USING btree ("membership_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_changes_scheduled_idx" ON "plan_changes" USING btree ("effective_date") WHERE "plan_changes"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_one_open_idx" ON "plan_changes" USING btree ("membership_id") WHERE "plan_changes"."status" in ('pending', 'scheduled');--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "guest_passes_membership_period_idx" ON "guest_passes" USING btree ("membership_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_monthly_once_idx" ON "ledger_entries" USING btree ("membership_id","period") WHERE "ledger_entries"."kind" in ('dues', 'freeze_fee');--> statement-breakpoint
UPDATE "plans" SET "guest_passes_per_month" = 2 WHERE "id" LIKE '%-premier';
