-- Issue 50: an album has its own page; a line or two about it in both languages, written in the admin portal.
ALTER TABLE "gallery_albums" ADD COLUMN "description" jsonb DEFAULT '{"en":"","es":""}'::jsonb NOT NULL;--> statement-breakpoint
-- The demo's three albums, as the seed wrote them, get the descriptions a new demo site has.
UPDATE "gallery_albums" SET "description" = jsonb_build_object('en', 'Sunday worship, a baptism in the river and Easter at sunrise: the moments we gather around the Word.', 'es', 'El culto del domingo, un bautismo en el río y la Pascua al amanecer: los momentos en que nos reunimos alrededor de la Palabra.')
WHERE "slug" = 'worship' AND "name"->>'en' = 'Worship & sacraments' AND "description" = '{"en":"","es":""}'::jsonb;
--> statement-breakpoint
UPDATE "gallery_albums" SET "description" = jsonb_build_object('en', 'A potluck, the fish fry and the pumpkin patch: our church family around the table and outdoors.', 'es', 'Una comida compartida, el pescado frito y el huerto de calabazas: nuestra familia de la iglesia a la mesa y al aire libre.')
WHERE "slug" = 'fellowship' AND "name"->>'en' = 'Fellowship & family' AND "description" = '{"en":"","es":""}'::jsonb;
--> statement-breakpoint
UPDATE "gallery_albums" SET "description" = jsonb_build_object('en', 'Youth night and choir rehearsal: our young people and singers in full voice.', 'es', 'La noche de jóvenes y el ensayo del coro: nuestros jóvenes y cantantes a toda voz.')
WHERE "slug" = 'youth-and-music' AND "name"->>'en' = 'Youth & music' AND "description" = '{"en":"","es":""}'::jsonb;
