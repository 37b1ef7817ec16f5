CREATE TABLE "letter_statistics" (
	"letter_id" uuid PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_links" ALTER COLUMN "resume_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_snapshots" ALTER COLUMN "resume_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "letters" SET "slug" = 'letter-' || "id"::text;--> statement-breakpoint
ALTER TABLE "letters" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_links" ADD COLUMN "letter_id" uuid;--> statement-breakpoint
ALTER TABLE "resume_snapshots" ADD COLUMN "letter_id" uuid;--> statement-breakpoint
ALTER TABLE "letter_statistics" ADD CONSTRAINT "letter_statistics_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_links" ADD CONSTRAINT "resume_links_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_snapshots" ADD CONSTRAINT "resume_snapshots_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_links_letter_id_idx" ON "resume_links" USING btree ("letter_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_snapshots_letter_created_idx" ON "resume_snapshots" USING btree ("letter_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_user_id_slug_unique" UNIQUE("user_id","slug");--> statement-breakpoint
ALTER TABLE "resume_links" ADD CONSTRAINT "resume_links_one_document" CHECK (("resume_links"."resume_id" is null) <> ("resume_links"."letter_id" is null));--> statement-breakpoint
ALTER TABLE "resume_snapshots" ADD CONSTRAINT "resume_snapshots_one_document" CHECK (("resume_snapshots"."resume_id" is null) <> ("resume_snapshots"."letter_id" is null));