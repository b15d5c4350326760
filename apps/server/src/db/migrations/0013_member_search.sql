-- The staff's member search matches names by trigrams, typos and all (docs/decisions/0032).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);
