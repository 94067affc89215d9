import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../src/server/features/seo/pages";
import { BOOK_NAMES } from "../../src/shared/scripture-format";
import { expect, test } from "./fixtures";
import { chooseSpanish } from "./support/language";
import { partOf, partTitle, WALK_PART_NUMBERS, withLang } from "./support/page-walk";

// English book names (the World English Bible's, checked against the data by tests/unit/scripture-format.test.ts)
// that differ from the Reina-Valera's, each followed by a chapter as in a reference: "John 3", "Psalm 23:1".
const englishOnly = Object.values(BOOK_NAMES)
  .filter((name) => name.en !== name.es)
  .flatMap((name) => (name.en === "Psalms" ? ["Psalms", "Psalm"] : [name.en]));
const ENGLISH_REFERENCE = new RegExp(`\\b(${englishOnly.join("|")})\\s+\\d+`, "g");
// "11:00 AM", "7 PM": the English clock; Spanish writes "11:00 a.m.".
const ENGLISH_TIME = /\b\d{1,2}(:\d{2})?\s?(AM|PM)\b/g;

async function spanishPagesFromSitemap(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL((m[1] ?? "").replace(/&amp;/g, "&")))
    .filter((url) => url.searchParams.get("lang") === "es")
    .map((url) => `${url.pathname}${url.search}`);
  return [...new Set(paths)];
}

/** Where the visible text of the document, and of its main part, is read: once its data has come. */
async function readSpanishPage(page: Page, path: string): Promise<{ body: string; main: string }> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByRole("status").filter({ hasText: /^Cargando/ })).toHaveCount(0, { timeout: 15_000 });
  return { body: await page.locator("body").innerText(), main: await page.locator("main").innerText() };
}

function problems(path: string, text: string): string[] {
  return [
    ...[...text.matchAll(ENGLISH_REFERENCE)].map((m) => `${path}: English book name in "${m[0]}"`),
    ...[...text.matchAll(ENGLISH_TIME)].map((m) => `${path}: English time "${m[0]}"`),
  ];
}

const MONTHS_AND_DAYS = "Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Octubre|Noviembre|Diciembre|Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo";
// A name in capitals after a word on the same line (not at a line's or a sentence's start), or "De 2026".
const MID_SENTENCE = new RegExp(`[\\p{Ll},]\\s+(${MONTHS_AND_DAYS})\\b|\\bDe \\d{4}\\b`, "u");

/** The lines of a page's main part that write a month or a weekday in capitals within a sentence. */
function capitalised(path: string, main: string): string[] {
  return main
    .split("\n")
    .filter((line) => MID_SENTENCE.test(line))
    .map((line) => `${path}: ${line.trim().slice(0, 80)}`);
}

/** An event's own page, as a visitor finds it: the first event the Spanish events page links to. */
const EVENT_PAGE = "(the first event /events?lang=es links to)";

test.describe("Spanish content", () => {
  test.setTimeout(180_000);

  // A visitor who chose Spanish, on every public Spanish page of the sitemap (a handful of its sermons: every sermon
  // page shows the same kinds of things), an event's page and the weekly study guides, which it does not list;
  // each public page (seo/pages.ts) is also read for months and weekdays. The walk is split into parts.
  for (const part of WALK_PART_NUMBERS) {
    test(`no public Spanish page shows an English Bible book name or an AM/PM time, or a month or weekday in capitals within a sentence (${partTitle(part)})`, async ({ page }) => {
      await chooseSpanish(page);
      const pages = await spanishPagesFromSitemap(page);
      // The sitemap holds every public page and sermon; a sermon and the study pages are among them.
      expect(pages).toContain("/?lang=es");
      expect(pages.some((p) => p.startsWith("/sermons/"))).toBe(true);
      const sermons = pages.filter((p) => p.startsWith("/sermons/")).slice(0, 4);
      const bookAndTime = [...pages.filter((p) => !p.startsWith("/sermons/")), ...sermons, EVENT_PAGE, "/study/guides?lang=es"];
      // Each public page as the sitemap lists it in Spanish; one it did not list, at its own address.
      const publicPages = PUBLIC_PAGES.map(({ path }) => ({ path, address: pages.find((p) => p === withLang(path, "es")) ?? path }));
      const visit = [...new Set([...bookAndTime, ...publicPages.map((p) => p.address)])];

      const found: string[] = [];
      for (const listed of partOf(visit, part)) {
        let path = listed;
        if (listed === EVENT_PAGE) {
          await page.goto("/events?lang=es");
          const eventLink = page.locator('a[href^="/events/"]').first();
          await expect(eventLink).toBeVisible({ timeout: 30_000 });
          path = `${(await eventLink.getAttribute("href"))?.split("#")[0] ?? ""}?lang=es`;
        }
        const text = await readSpanishPage(page, path);
        if (bookAndTime.includes(listed)) found.push(...problems(path, text.body));
        const publicPage = publicPages.find((p) => p.address === listed);
        if (publicPage) found.push(...capitalised(publicPage.path, text.main));
      }
      expect(found).toEqual([]);
    });
  }

  test("sermons and study guides name their passages with the Reina-Valera's book names", async ({ page }) => {
    await page.goto("/sermons?lang=es");
    await expect(page.getByTestId("sermon-card").first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("sermon-card").filter({ hasText: "Mateo 14:32-33" })).toHaveCount(1);
    await expect(page.getByTestId("sermon-card").filter({ hasText: "Obispo Samuel Reyes" }).first()).toBeVisible();

    await page.goto("/study/guides?lang=es");
    await expect(page.locator("body")).not.toContainText(new RegExp(ENGLISH_REFERENCE.source));
  });
});
