-- A series' session keeps its key (series_day) when a manager moves it to another day (docs/decisions/0051).
ALTER TABLE "class_sessions" ADD COLUMN "series_day" date;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
UPDATE "class_sessions" SET "series_day" = "day" WHERE "series_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "class_sessions_series_day_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "class_sessions_series_key_idx" ON "class_sessions" USING btree ("series_id","series_day");
