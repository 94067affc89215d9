import { Hono } from "hono";
import { z } from "../../../shared/zod";
import { chapterParams, lookupQuery, searchQuery, translationParam } from "../../../shared/bible";
import type { AppContext } from "../../app-context";
import type { AppEnv } from "../../lib/http/app-env";
import { validate } from "../../lib/http/validate";
import { LruCache } from "../../../shared/lru-cache";
import { verseOfTheDay, type VerseOfTheDayResponse } from "../../../shared/verse-of-the-day";
import { churchTimeZone } from "../site/service";
import { getChapter, listBooks, listTranslations, lookupPassages, searchVerses } from "./service";
import { todayIn } from "../../../shared/date-format";

/** The texts never change once imported: browsers and proxies may keep them for a day. */
const TEXT_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
/** Today's verse changes at the church's midnight: kept a few minutes, so the new one shows soon after. */
const TODAY_CACHE = "public, max-age=300";

export function bibleRoutes({ db }: Pick<AppContext, "db">) {
  // Imported texts never change, so popular look-ups and searches are served from a cache.
  const lookups = new LruCache<Awaited<ReturnType<typeof lookupPassages>>>(1_000);
  const searches = new LruCache<Awaited<ReturnType<typeof searchVerses>>>(1_000);
  return new Hono<AppEnv>()
    .get("/translations", async (c) => {
      c.header("Cache-Control", TEXT_CACHE);
      return c.json({ translations: await listTranslations(db) });
    })
    .get("/lookup", validate("query", lookupQuery), async (c) => {
      const { q, translation } = c.req.valid("query");
      c.header("Cache-Control", TEXT_CACHE);
      return c.json(await lookups.getOrCompute(`${translation}\n${q}`, () => lookupPassages(db, translation, q)));
    })
    .get("/search", validate("query", searchQuery), async (c) => {
      const { q, translation, page } = c.req.valid("query");
      c.header("Cache-Control", TEXT_CACHE);
      return c.json(
        await searches.getOrCompute(`${translation}\n${page}\n${q}`, () => searchVerses(db, translation, q, page)),
      );
    })
    // Worked out here rather than in the browser: a page the server renders (SSR) and the browser that hydrates it
    // then show the same verse wherever each of them is, and the browser builds no time-zone formatter.
    .get("/:translation/verse-of-the-day", validate("param", z.object({ translation: translationParam })), async (c) => {
      const { translation } = c.req.valid("param");
      const day = todayIn(await churchTimeZone(db));
      const reference = verseOfTheDay(day);
      const lookup = await lookups.getOrCompute(`${translation}\n${reference}`, () => lookupPassages(db, translation, reference));
      c.header("Cache-Control", TODAY_CACHE);
      return c.json({ day, reference, ...lookup } satisfies VerseOfTheDayResponse);
    })
    .get("/:translation/books", validate("param", z.object({ translation: translationParam })), async (c) => {
      c.header("Cache-Control", TEXT_CACHE);
      return c.json({ books: await listBooks(db, c.req.valid("param").translation) });
    })
    .get("/:translation/:book/:chapter", validate("param", chapterParams), async (c) => {
      const { translation, book, chapter } = c.req.valid("param");
      c.header("Cache-Control", TEXT_CACHE);
      return c.json(await getChapter(db, translation, book, chapter));
    });
}
