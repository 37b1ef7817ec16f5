CREATE TABLE "resume_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resume_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"title" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_snapshots" ADD CONSTRAINT "resume_snapshots_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_snapshots_resume_created_idx" ON "resume_snapshots" USING btree ("resume_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);