CREATE TABLE "bible_books" (
	"translation_id" text NOT NULL,
	"book_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"chapter_count" integer NOT NULL,
	CONSTRAINT "bible_books_translation_id_book_id_pk" PRIMARY KEY("translation_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "bible_translations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"license" text NOT NULL,
	"source" text NOT NULL,
	"book_count" integer NOT NULL,
	"chapter_count" integer NOT NULL,
	"verse_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bible_verses" (
	"translation_id" text NOT NULL,
	"book_id" text NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"book_position" integer NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector(case language when 'es' then 'spanish'::regconfig else 'english'::regconfig end, text)) STORED,
	CONSTRAINT "bible_verses_translation_id_book_id_chapter_verse_pk" PRIMARY KEY("translation_id","book_id","chapter","verse")
);
--> statement-breakpoint
CREATE INDEX "bible_verses_search_idx" ON "bible_verses" USING gin ("search");