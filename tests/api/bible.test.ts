import { brotliDecompressSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import {
  type BibleChapter,
  type BibleLookup,
  type BibleSearch,
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  SEARCH_PAGE_SIZE,
} from "../../src/shared/bible";
import { churchSettings } from "../../src/server/db/schema/site";
import { demoSettings } from "../../src/server/db/seed/demo-content";
import { importBibles } from "../../src/server/features/bible/import";
import { verseOfTheDay, type VerseOfTheDayResponse } from "../../src/shared/verse-of-the-day";
import { describeEachDatabase } from "./support/test-app";
import { todayIn } from "../../src/shared/date-format";

describeEachDatabase("Bible texts", (ctx) => {
  let firstImport: Awaited<ReturnType<typeof importBibles>>;
  let beforeTheImport: { books: Response; chapter: Response; pages: Array<{ address: string; encoding: string; response: Response }> };
  beforeAll(async () => {
    // The church is set up, so a page's own reads are what fail (a site not set up yet has a page of its own).
    await ctx().database.db.insert(churchSettings).values({ id: 1, ...demoSettings }).onConflictDoNothing();
    const pages = [];
    for (const address of ["/study", "/study/JHN/3", "/study/JHN/3?lang=es"]) {
      // As a browser asks (the server compresses the page) and as a plain client does.
      for (const encoding of ["br, gzip", "identity"]) pages.push({ address, encoding, response: await ctx().app.request(address, { headers: { "Accept-Encoding": encoding } }) });
    }
    beforeTheImport = { books: await ctx().app.request("/api/bible/web/books"), chapter: await ctx().app.request("/api/bible/web/JHN/3"), pages };
    firstImport = await importBibles(ctx().database.db);
  }, 120_000);

  const get = async <T>(path: string) => {
    const res = await ctx().app.request(path);
    return { status: res.status, body: (await res.json()) as T };
  };

  it("tells a visitor of the study pages that the Bible is almost ready, whole and in their language, as a 503 to come back to in a minute", async () => {
    // Their reads are made in a component (StudyTools.astro): streamed, the page had sent a 200 before they failed,
    // and a visitor got an empty page, or the API's JSON error once the body was read to be compressed.
    for (const { address, encoding, response } of beforeTheImport.pages) {
      const what = `${address} (${encoding})`;
      expect(response.status, what).toBe(503);
      expect(response.headers.get("retry-after"), what).toBe("60");
      expect(response.headers.get("content-type"), what).toMatch(/^text\/html/);
      const body = Buffer.from(await response.arrayBuffer());
      const html = (response.headers.get("content-encoding") === "br" ? brotliDecompressSync(body) : body).toString("utf8");
      const spanish = address.endsWith("lang=es");
      expect(html, what).toContain(`<h1 class="text-2xl font-bold">${spanish ? "La Biblia está casi lista" : "The Bible is almost ready"}</h1>`);
      expect(html, what).toContain(spanish ? "Inténtalo de nuevo en un minuto." : "Please try again in a minute.");
      expect(html, what).toContain(`>${spanish ? "Intentar de nuevo" : "Try Again"}</a>`);
      expect(html, what).not.toContain(spanish ? "Algo salió mal" : "Something went wrong");
    }
  });

  it("imports the three public-domain translations whole: 66 books, 1,189 chapters, every verse slot", () => {
    expect(firstImport).toEqual([
      { id: "web", imported: true, books: 66, chapters: 1189, verses: 31104 },
      { id: "kjv", imported: true, books: 66, chapters: 1189, verses: 31102 },
      { id: "rv1909", imported: true, books: 66, chapters: 1189, verses: 31102 },
    ]);
  });

  it("says the texts are still being prepared before the import, and serves them once it is done (nothing kept from before)", async () => {
    for (const res of [beforeTheImport.books, beforeTheImport.chapter]) {
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: { code: "bible_not_imported" } });
    }
    const books = await get<{ books: Array<{ id: string }> }>("/api/bible/web/books");
    expect(books.status).toBe(200);
    expect(books.body.books).toHaveLength(66);
    const chapter = await get<BibleChapter>("/api/bible/web/JHN/3");
    expect(chapter.status).toBe(200);
    expect(chapter.body.book.id).toBe("JHN");
  });

  it("importing again changes nothing", async () => {
    const again = await importBibles(ctx().database.db);
    expect(again.map((r) => r.imported)).toEqual([false, false, false]);
    expect(again.map((r) => r.verses)).toEqual([31104, 31102, 31102]);
  });

  it("lists the translations with their language and licence", async () => {
    const { body } = await get<{ translations: Array<{ id: string; language: string; license: string }> }>("/api/bible/translations");
    expect(body.translations.map((t) => [t.id, t.language])).toEqual([["kjv", "en"], ["rv1909", "es"], ["web", "en"]]);
    expect(body.translations.every((t) => t.license === "Public Domain")).toBe(true);
  });

  it("lists the books of a translation in canonical order, in its own language", async () => {
    const { body } = await get<{ books: Array<{ id: string; name: string; chapterCount: number }> }>("/api/bible/rv1909/books");
    expect(body.books).toHaveLength(66);
    expect(body.books[0]).toMatchObject({ id: "GEN", name: "Génesis", chapterCount: 50 });
    expect(body.books.at(-1)).toMatchObject({ id: "REV", name: "Apocalipsis", chapterCount: 22 });
  });

  it("reads a chapter with numbered verses and links to the chapters around it", async () => {
    const { status, body } = await get<BibleChapter>("/api/bible/web/JHN/3");
    expect(status).toBe(200);
    expect(body.verses).toHaveLength(36);
    expect(body.verses[15]).toMatchObject({ verse: 16 });
    expect(body.verses[15]?.text).toMatch(/^For God so loved the world/);
    expect(body.previous).toEqual({ book: "JHN", chapter: 2 });
    expect(body.next).toEqual({ book: "JHN", chapter: 4 });

    const spanish = await get<BibleChapter>("/api/bible/rv1909/JHN/3");
    expect(spanish.body.verses[15]?.text).toMatch(/^Porque de tal manera amó Dios al mundo/);
  });

  it("crosses book boundaries and stops at the ends of the Bible", async () => {
    expect((await get<BibleChapter>("/api/bible/web/MAL/4")).body.next).toEqual({ book: "MAT", chapter: 1 });
    expect((await get<BibleChapter>("/api/bible/web/MAT/1")).body.previous).toEqual({ book: "MAL", chapter: 4 });
    expect((await get<BibleChapter>("/api/bible/web/GEN/1")).body.previous).toBeNull();
    expect((await get<BibleChapter>("/api/bible/web/REV/22")).body.next).toBeNull();
  });

  it("keeps a verse the translation folds into its neighbour as an empty slot", async () => {
    const { body } = await get<BibleChapter>("/api/bible/web/LUK/17");
    expect(body.verses.find((v) => v.verse === 36)?.text).toBe("");
  });

  it("responds 404 for a chapter that does not exist and 400 for a malformed one", async () => {
    expect((await get("/api/bible/web/JHN/22")).status).toBe(404);
    expect((await get("/api/bible/web/XYZ/1")).status).toBe(404);
    expect((await get("/api/bible/web/john/1")).status).toBe(400);
    expect((await get("/api/bible/nope/JHN/1")).status).toBe(400);
    expect((await get("/api/bible/web/JHN/0")).status).toBe(400);
  });

  const lookup = (q: string, translation = "web") =>
    get<BibleLookup>(`/api/bible/lookup?${new URLSearchParams({ q, translation }).toString()}`);

  it("looks up a verse range written in English", async () => {
    const { status, body } = await lookup("John 3:16-18");
    expect(status).toBe(200);
    expect(body.passages).toHaveLength(1);
    expect(body.passages[0]?.reference).toBe("John 3:16-18");
    expect(body.passages[0]?.verses.map((v) => v.verse)).toEqual([16, 17, 18]);
  });

  it("gives today's verse by the church's calendar, in the translation asked for", async () => {
    // Fourteen hours ahead of UTC: most of the time its "today" is not the server's.
    const timeZone = "Pacific/Kiritimati";
    await ctx().database.db.insert(churchSettings).values({ id: 1, ...demoSettings, timeZone }).onConflictDoUpdate({ target: churchSettings.id, set: { timeZone } });
    const before = todayIn(timeZone);
    const english = await get<VerseOfTheDayResponse>("/api/bible/web/verse-of-the-day");
    const spanish = await get<VerseOfTheDayResponse>("/api/bible/rv1909/verse-of-the-day");
    expect(english.status).toBe(200);
    // Read just after the church's midnight, the response may be the new day's.
    expect([before, todayIn(timeZone)]).toContain(english.body.day);
    expect(english.body.reference).toBe(verseOfTheDay(english.body.day));
    expect(english.body.translation.id).toBe("web");
    expect(english.body.passages[0]?.verses.length).toBeGreaterThan(0);
    expect(english.body.passages[0]?.verses.every((v) => v.text.length > 0)).toBe(true);
    expect(spanish.body.translation.id).toBe("rv1909");
    expect(spanish.body.passages[0]?.verses.map((v) => v.verse)).toEqual(english.body.passages[0]?.verses.map((v) => v.verse));
    expect((await get("/api/bible/nope/verse-of-the-day")).status).toBe(400);
  });

  it("understands abbreviations and whole chapters", async () => {
    expect((await lookup("Jn 3")).body.passages[0]?.verses).toHaveLength(36);
    const love = await lookup("1 Cor 13");
    expect(love.body.passages[0]?.reference).toBe("1 Corinthians 13:1-13");
    expect(love.body.passages[0]?.verses).toHaveLength(13);
  });

  it("understands Spanish book names and answers in the Spanish text", async () => {
    const { body } = await lookup("Juan 3:16", "rv1909");
    expect(body.passages[0]?.reference).toBe("Juan 3:16");
    expect(body.passages[0]?.verses[0]?.text).toMatch(/^Porque de tal manera amó Dios/);
    expect((await lookup("1 Corintios 13:4-7", "rv1909")).body.passages[0]?.verses).toHaveLength(4);
  });

  it("follows a range across chapters, and a list of references", async () => {
    const across = await lookup("John 3:35-4:2");
    expect(across.body.passages[0]?.reference).toBe("John 3:35-4:2");
    expect(across.body.passages[0]?.verses.map((v) => `${v.chapter}:${v.verse}`)).toEqual(["3:35", "3:36", "4:1", "4:2"]);
    const list = await lookup("Gen 1:1, 3");
    expect(list.body.passages.map((p) => p.reference)).toEqual(["Genesis 1:1", "Genesis 1:3"]);
  });

  it("explains what to type when the text is not a reference", async () => {
    const { status, body } = await lookup("banana bread");
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { code: "reference_not_found" } });
    expect((body as unknown as { error: { message: string } }).error.message).toContain("John 3:16");
    expect((await get("/api/bible/lookup?q=")).status).toBe(400);
  });

  const search = (q: string, translation = "web", page = 1) =>
    get<BibleSearch>(`/api/bible/search?${new URLSearchParams({ q, translation, page: String(page) }).toString()}`);

  it("finds verses by their words, stemmed, with the matches marked", async () => {
    const { status, body } = await search("loved the world");
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    const john316 = body.results.find((r) => r.book === "JHN" && r.chapter === 3 && r.verse === 16);
    expect(john316?.bookName).toBe("John");
    expect(john316?.highlighted).toContain(`${HIGHLIGHT_START}loved${HIGHLIGHT_END}`);
    expect(john316?.highlighted).toContain(`${HIGHLIGHT_START}world${HIGHLIGHT_END}`);
  });

  it("ranks the verses that match best first", async () => {
    const { body } = await search("God is love");
    expect(body.results[0]).toMatchObject({ book: "1JN", chapter: 4 });
  });

  it("searches the Spanish text with Spanish stemming", async () => {
    // "mundos" and "mundo" share the Spanish stem "mund".
    const stemmed = await search("mundos", "rv1909");
    expect(stemmed.body.results.some((r) => r.highlighted.includes(`${HIGHLIGHT_START}mundo${HIGHLIGHT_END}`))).toBe(true);
    const { body } = await search("Dios es amor", "rv1909");
    expect(body.results[0]).toMatchObject({ book: "1JN", chapter: 4, bookName: "1 Juan" });
  });

  it("pages through many results", async () => {
    const first = await search("lord");
    const second = await search("lord", "web", 2);
    expect(first.body.total).toBeGreaterThan(SEARCH_PAGE_SIZE * 2);
    expect(first.body.results).toHaveLength(SEARCH_PAGE_SIZE);
    const key = (r: { book: string; chapter: number; verse: number }) => `${r.book}${r.chapter}:${r.verse}`;
    const overlap = second.body.results.filter((r) => first.body.results.some((f) => key(f) === key(r)));
    expect(overlap).toEqual([]);
  });

  it("treats markup and SQL in the query as plain words", async () => {
    const { status, body } = await search("<script>alert(1)</script>' or 1=1 --");
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain("<script>");
  });
});
