-- Each attempt names its person (docs/decisions/0023): a new person's e-mail, a former member's number.
ALTER TABLE "join_attempts" ADD COLUMN "person_key" text;--> statement-breakpoint
UPDATE "join_attempts" SET "person_key" = CASE "kind"
  WHEN 'new' THEN 'email:' || lower(trim("payload"->'body'->>'email'))
  ELSE 'member:' || (("payload"->'body'->>'caID')::bigint)::text
END;--> statement-breakpoint
-- Attempts of one person or card pending in two runs from before this migration (the case it prevents): the
-- earliest keeps the claim, the later ones are keyed by their run and left out of the claims; they are settled
-- by the reconciler as before.
UPDATE "join_attempts" AS "later" SET "person_key" = 'run:' || "later"."run_key"
WHERE "later"."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "join_attempts" AS "earlier"
  WHERE "earlier"."status" = 'pending'
    AND ("earlier"."person_key" = "later"."person_key" OR "earlier"."card_token" = "later"."card_token")
    AND ("earlier"."created_at", "earlier"."run_key") < ("later"."created_at", "later"."run_key")
);--> statement-breakpoint
ALTER TABLE "join_attempts" ALTER COLUMN "person_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "join_attempts_one_pending_person_idx" ON "join_attempts" USING btree ("person_key") WHERE "join_attempts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "join_attempts_one_pending_card_idx" ON "join_attempts" USING btree ("card_token") WHERE "join_attempts"."status" = 'pending' and "join_attempts"."person_key" not like 'run:%';
