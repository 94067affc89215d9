import { serverRenderedAddresses, measuredPageAddresses } from "../support/page-addresses";
import { expect, test } from "./fixtures";
import { builtZodWhileLoading, expectFirstByteIn, expectHydratedAsSent, open, partOf, partTitle, WALK_PART_NUMBERS, watchEachLoad, withLang } from "./support/page-walk";

/**
 * Every public page, opened once per way of asking for a language, with each check that reads a page as it
 * arrives: the language of its first byte (page-language.spec.ts has the Spanish browser and the switcher), the
 * page its islands hydrate and the scripts they load (server-rendered.spec.ts has the rest), and no zod while it
 * loads (performance.spec.ts shows the check sees zod when it is there). The pages come from src/site/pages (every
 * page the server renders) and the sitemap (the pages the speed gate measures), each in its part.
 */
test.describe("every public page as it arrives", () => {
  test.describe.configure({ timeout: 180_000 });

  /** The drawn pages, then the measured ones not among them: each address once, and which checks it takes. */
  async function walk(read: (path: string) => Promise<string>) {
    const [drawn, measured] = await Promise.all([serverRenderedAddresses(read), measuredPageAddresses(read)]);
    expect(drawn.length).toBeGreaterThan(15);
    expect(measured.length).toBeGreaterThanOrEqual(15);
    return [...new Set([...drawn, ...measured])].map((path) => ({ path, drawn: drawn.includes(path), measured: measured.includes(path) }));
  }

  for (const part of WALK_PART_NUMBERS) {
    test(`an English browser gets each page in English from its first byte, is hydrated as sent with the site's scripts only, and builds no zod schemas while it loads (${partTitle(part)})`, async ({ page, request }) => {
      await watchEachLoad(page);
      const withZod: string[] = [];
      for (const { path, drawn, measured } of partOf(await walk(async (p) => (await request.get(p)).text()), part)) {
        const { html } = await open(page, path);
        if (drawn) {
          await expectFirstByteIn(page, path, html, "en");
          // As the server renders it for anyone, without the choice this browser now keeps (i18n/index.ts).
          await expectHydratedAsSent(page, path, await (await request.get(path)).text(), "en");
        }
        if (measured && (await builtZodWhileLoading(page))) withZod.push(path);
      }
      expect(withZod, "pages that built zod's schemas while they loaded").toEqual([]);
    });

    test(`a page asked for with ?lang=es arrives rendered in Spanish, is hydrated as sent with the site's scripts only, and builds no zod schemas while it loads (${partTitle(part)})`, async ({ page, request }) => {
      await watchEachLoad(page);
      const withZod: string[] = [];
      for (const { path, drawn, measured } of partOf(await walk(async (p) => (await request.get(p)).text()), part)) {
        const address = withLang(path, "es");
        await page.goto(address);
        // As the server renders it for the address alone, without the choice this browser now keeps (i18n/index.ts).
        if (drawn) await expectHydratedAsSent(page, address, await (await request.get(address)).text(), "es");
        if (measured && (await builtZodWhileLoading(page))) withZod.push(address);
      }
      expect(withZod, "pages that built zod's schemas while they loaded").toEqual([]);
    });
  }
});
