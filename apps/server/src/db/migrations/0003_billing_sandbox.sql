CREATE TABLE "billing_sandbox_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"billing_name" text,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"card_token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"decline_message" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "billing_sandbox_charges_amount_positive" CHECK ("billing_sandbox_charges"."amount_cents" > 0),
	CONSTRAINT "billing_sandbox_charges_refunded_range" CHECK ("billing_sandbox_charges"."refunded_cents" >= 0 and "billing_sandbox_charges"."refunded_cents" <= "billing_sandbox_charges"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "billing_sandbox_refunds_amount_positive" CHECK ("billing_sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "billing_sandbox_charges" ADD CONSTRAINT "billing_sandbox_charges_card_token_billing_sandbox_cards_token_fk" FOREIGN KEY ("card_token") REFERENCES "public"."billing_sandbox_cards"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_sandbox_refunds" ADD CONSTRAINT "billing_sandbox_refunds_charge_id_billing_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."billing_sandbox_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_sandbox_charges_card_token_idx" ON "billing_sandbox_charges" USING btree ("card_token");--> statement-breakpoint
CREATE INDEX "billing_sandbox_refunds_charge_id_idx" ON "billing_sandbox_refunds" USING btree ("charge_id");