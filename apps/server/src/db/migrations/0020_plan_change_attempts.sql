ALTER TABLE "payment_attempts" ADD COLUMN "plan_change_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_plan_change_id_plan_changes_id_fk" FOREIGN KEY ("plan_change_id") REFERENCES "public"."plan_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Attempts made before the column existed named their change only in their provider key ('plan-change:<id>').
UPDATE "payment_attempts" SET "plan_change_id" = substring("provider_key" from 13)::uuid WHERE "kind" = 'plan-change' AND "plan_change_id" IS NULL;
