ALTER TABLE "sermons" ADD COLUMN "speaker_title" jsonb DEFAULT '{"en":"","es":""}'::jsonb NOT NULL;--> statement-breakpoint
-- Speakers entered as "Bishop Samuel Reyes" keep their name and gain the title in both languages.
UPDATE "sermons" SET
  "speaker_title" = jsonb_build_object('en', t.en, 'es', t.es),
  "speaker" = btrim(substr("sermons"."speaker", length(t.en) + 2))
FROM (VALUES ('Bishop', 'Obispo'), ('Pastor', 'Pastor'), ('Reverend', 'Reverendo'), ('Rev.', 'Rev.'), ('Elder', 'Anciano'),
  ('Deacon', 'Diácono'), ('Evangelist', 'Evangelista'), ('Minister', 'Ministro'), ('Apostle', 'Apóstol')) AS t(en, es)
WHERE "sermons"."speaker" LIKE t.en || ' %' AND "sermons"."speaker_title" = '{"en":"","es":""}'::jsonb;
