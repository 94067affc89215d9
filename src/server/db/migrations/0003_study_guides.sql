CREATE TABLE "devotionals" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"passage" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_start" date NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"passages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_guides_week_start_unique" UNIQUE("week_start")
);
--> statement-breakpoint
CREATE INDEX "devotionals_published_day_idx" ON "devotionals" USING btree ("published","day");--> statement-breakpoint
CREATE INDEX "study_guides_published_week_idx" ON "study_guides" USING btree ("published","week_start");