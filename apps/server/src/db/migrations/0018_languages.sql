CREATE TABLE "site_text_translations" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "site_text_translations_key_locale_pk" PRIMARY KEY("key","locale"),
	CONSTRAINT "site_text_translations_not_english" CHECK ("site_text_translations"."locale" <> 'en')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_tracking" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_text_translations" ADD CONSTRAINT "site_text_translations_key_site_texts_key_fk" FOREIGN KEY ("key") REFERENCES "public"."site_texts"("key") ON DELETE no action ON UPDATE no action;