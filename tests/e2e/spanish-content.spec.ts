import type { Page } from "@playwright/test";
import { BOOK_NAMES } from "../../src/shared/scripture-format";
import { expect, test } from "./fixtures";
import { chooseSpanish } from "./support/language";

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

/** The page as a reader sees it once its data has come: the visible text of the whole document. */
async function visibleText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByRole("status").filter({ hasText: /^Cargando/ })).toHaveCount(0, { timeout: 15_000 });
  return page.locator("body").innerText();
}

function problems(path: string, text: string): string[] {
  return [
    ...[...text.matchAll(ENGLISH_REFERENCE)].map((m) => `${path}: English book name in "${m[0]}"`),
    ...[...text.matchAll(ENGLISH_TIME)].map((m) => `${path}: English time "${m[0]}"`),
  ];
}

test.describe("Spanish content", () => {
  test.setTimeout(300_000);

  test("no public Spanish page shows an English Bible book name or an AM/PM time", async ({ page }) => {
    await chooseSpanish(page);
    const pages = await spanishPagesFromSitemap(page);
    // The sitemap holds every public page and sermon; a sermon and the study pages are among them.
    expect(pages).toContain("/?lang=es");
    expect(pages.some((p) => p.startsWith("/sermons/"))).toBe(true);

    // Detail pages the sitemap does not list: an event's page and a weekly study guide.
    await page.goto("/events?lang=es");
    const eventLink = page.locator('a[href^="/events/"]').first();
    await expect(eventLink).toBeVisible({ timeout: 30_000 });
    const eventPath = await eventLink.getAttribute("href");
    const details = [eventPath ? `${eventPath.split("#")[0] ?? ""}?lang=es` : "", "/study/guides?lang=es"].filter(Boolean);

    // Every sermon page shows the same kinds of things: a handful is enough to sample them.
    const sermons = pages.filter((p) => p.startsWith("/sermons/")).slice(0, 4);
    const visit = [...pages.filter((p) => !p.startsWith("/sermons/")), ...sermons, ...details];
    const found: string[] = [];
    for (const path of visit) found.push(...problems(path, await visibleText(page, path)));
    expect(found).toEqual([]);
  });

  test("sermons and study guides name their passages with the Reina-Valera's book names", async ({ page }) => {
    await page.goto("/sermons?lang=es");
    await expect(page.getByTestId("sermon-card").first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("sermon-card").filter({ hasText: "Mateo 14:32-33" })).toHaveCount(1);
    await expect(page.getByTestId("sermon-card").filter({ hasText: "Obispo Samuel Reyes" }).first()).toBeVisible();

    await page.goto("/study/guides?lang=es");
    await expect(page.locator("body")).not.toContainText(new RegExp(ENGLISH_REFERENCE.source));
  });
});
