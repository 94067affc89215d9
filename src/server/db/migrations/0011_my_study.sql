CREATE TABLE "reading_plan_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"start_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_plan_enrollments_user_plan" UNIQUE("user_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "reading_plan_progress" (
	"enrollment_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"completed_on" date NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_plan_progress_enrollment_id_day_pk" PRIMARY KEY("enrollment_id","day")
);
--> statement-breakpoint
CREATE TABLE "study_highlights" (
	"user_id" text NOT NULL,
	"book_id" text NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_highlights_user_id_book_id_chapter_verse_pk" PRIMARY KEY("user_id","book_id","chapter","verse")
);
--> statement-breakpoint
CREATE TABLE "study_notes" (
	"user_id" text NOT NULL,
	"book_id" text NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_notes_user_id_book_id_chapter_verse_pk" PRIMARY KEY("user_id","book_id","chapter","verse")
);
--> statement-breakpoint
ALTER TABLE "reading_plan_enrollments" ADD CONSTRAINT "reading_plan_enrollments_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_plan_progress" ADD CONSTRAINT "reading_plan_progress_enrollment_id_reading_plan_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "reading_plan_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_highlights" ADD CONSTRAINT "study_highlights_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_notes" ADD CONSTRAINT "study_notes_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_plan_progress_completed_idx" ON "reading_plan_progress" USING btree ("enrollment_id","completed_on");