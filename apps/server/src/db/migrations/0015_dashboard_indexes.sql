CREATE INDEX "visits_time_idx" ON "visits" USING btree ("checked_in_at","club_id","user_id");--> statement-breakpoint
CREATE INDEX "charges_created_idx" ON "charges" USING btree ("created_at","kind","amount_cents","user_id","membership_id");--> statement-breakpoint
CREATE INDEX "memberships_created_idx" ON "memberships" USING btree ("created_at","club_id");--> statement-breakpoint
CREATE INDEX "memberships_behind_idx" ON "memberships" USING btree ("user_id") WHERE "memberships"."status" = 'active' and "memberships"."billing_status" in ('past_due', 'suspended');--> statement-breakpoint
CREATE INDEX "ledger_entries_user_amount_idx" ON "ledger_entries" USING btree ("user_id","amount_cents");--> statement-breakpoint
CREATE INDEX "cancellations_last_day_idx" ON "cancellations" USING btree ("last_day") WHERE "cancellations"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "freezes_first_period_idx" ON "freezes" USING btree ("first_period") WHERE "freezes"."withdrawn_at" is null;