CREATE TABLE "media_gallery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"thumbnail_url" text,
	"event_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text,
	"media_type" text DEFAULT 'image' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "church_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"tagline" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"pastor" text NOT NULL,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"service_times" jsonb NOT NULL,
	"contact_service_times" jsonb NOT NULL,
	"text_to_join" jsonb NOT NULL,
	"map" jsonb NOT NULL,
	"social_links" jsonb NOT NULL,
	"theme_song" jsonb NOT NULL,
	"home_videos" jsonb NOT NULL,
	"announcement_videos" jsonb NOT NULL,
	"landing_hero_image" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_settings_single_row" CHECK ("church_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "media_gallery_type_created_idx" ON "media_gallery" USING btree ("media_type","created_at" DESC NULLS LAST);