CREATE TABLE "billing_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"charge_id" uuid,
	"membership_id" uuid,
	"payment_method_id" uuid,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "billing_notices_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "billing_status" text DEFAULT 'current' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "past_due_since" date;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "period" date;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "kind" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "period" date;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "round" text;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_notices_unsent_idx" ON "billing_notices" USING btree ("created_at") WHERE "billing_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "billing_notices_user_idx" ON "billing_notices" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_past_due_idx" ON "memberships" USING btree ("past_due_since") WHERE "memberships"."billing_status" = 'past_due';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_dues_once_idx" ON "ledger_entries" USING btree ("membership_id","period") WHERE "ledger_entries"."kind" = 'dues';--> statement-breakpoint
CREATE INDEX "payment_attempts_autopay_idx" ON "payment_attempts" USING btree ("membership_id","period");