CREATE TABLE "gallery_albums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"cover_photo_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_albums_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "media_gallery" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD COLUMN "category_es" text;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD COLUMN "album_id" uuid;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD COLUMN "image_avif_url" text;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD COLUMN "placeholder_color" text;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD COLUMN "storage_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD CONSTRAINT "gallery_albums_cover_photo_id_media_gallery_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "media_gallery"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD CONSTRAINT "media_gallery_album_id_gallery_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "gallery_albums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_gallery_created_id_idx" ON "media_gallery" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_gallery_album_created_idx" ON "media_gallery" USING btree ("album_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);