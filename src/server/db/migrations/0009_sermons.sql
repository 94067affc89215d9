CREATE TABLE "live_stream_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text DEFAULT 'youtube' NOT NULL,
	"url" text,
	"live_now" boolean DEFAULT false NOT NULL,
	"service_minutes" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_stream_settings_single_row" CHECK ("live_stream_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sermon_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"artwork" jsonb,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sermon_series_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sermon_topics" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sermons" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"series_id" integer,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"preached_on" date NOT NULL,
	"speaker" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"scripture" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_terms" text DEFAULT '' NOT NULL,
	"books" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_url" text,
	"audio" jsonb,
	"audio_duration_seconds" integer,
	"notes" jsonb,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title->>'en', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary->>'en', '')), 'B') || setweight(to_tsvector('english'::regconfig, speaker || ' ' || search_terms), 'C')) STORED,
	"search_es" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, coalesce(title->>'es', '')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary->>'es', '')), 'B') || setweight(to_tsvector('spanish'::regconfig, speaker || ' ' || search_terms), 'C')) STORED,
	CONSTRAINT "sermons_slug_unique" UNIQUE("slug"),
	CONSTRAINT "sermons_slug_format" CHECK ("sermons"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "sermons" ADD CONSTRAINT "sermons_series_id_sermon_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "sermon_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sermons_published_date_idx" ON "sermons" USING btree ("published","preached_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sermons_series_idx" ON "sermons" USING btree ("series_id","preached_on");--> statement-breakpoint
CREATE INDEX "sermons_topics_idx" ON "sermons" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "sermons_books_idx" ON "sermons" USING gin ("books");--> statement-breakpoint
CREATE INDEX "sermons_search_en_idx" ON "sermons" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "sermons_search_es_idx" ON "sermons" USING gin ("search_es");