CREATE TABLE "check_in_code_uses" (
	"user_id" uuid NOT NULL,
	"code_window" bigint NOT NULL,
	"visit_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_code_uses_user_id_code_window_pk" PRIMARY KEY("user_id","code_window")
);
--> statement-breakpoint
CREATE TABLE "check_in_secrets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "method" text DEFAULT 'code' NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_code_uses" ADD CONSTRAINT "check_in_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_code_uses" ADD CONSTRAINT "check_in_code_uses_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_secrets" ADD CONSTRAINT "check_in_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;