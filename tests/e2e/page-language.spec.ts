import type { Page } from "@playwright/test";
import { serverRenderedAddresses } from "../support/page-addresses";
import { expect, test } from "./fixtures";
import { expectFirstByteIn, open, partOf, partTitle, WALK_PART_NUMBERS, watchEachLoad } from "./support/page-walk";

/** Loads the address fresh and checks the page came in `language` from its first byte and stayed in it. */
async function expectArrivesIn(page: Page, address: string, language: "en" | "es") {
  const { html } = await open(page, address);
  await expectFirstByteIn(page, address, html, language);
}

/** Chooses Spanish with the language switcher, and checks the choice is kept where the server can read it. */
async function chooseSpanishWithTheSwitcher(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Choose language" }).click();
  await page.getByRole("menuitemradio", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // The choice is kept where the server can read it: a year, sent on links from other sites too.
  const cookie = (await page.context().cookies()).find((c) => c.name === "lang");
  expect(cookie).toMatchObject({ value: "es", path: "/", sameSite: "Lax", httpOnly: false });
  const yearFromNow = Date.now() / 1000 + 365 * 24 * 60 * 60;
  expect(Math.abs((cookie?.expires ?? 0) - yearFromNow)).toBeLessThan(3600);
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("es");
}

// An English browser's pages are walked with the other checks of a page as it arrives (public-pages.spec.ts).
test.describe("the visitor's language in the first byte", () => {
  test.describe.configure({ timeout: 180_000 });

  test.describe("a browser set to Spanish", () => {
    test.use({ locale: "es-ES" });

    for (const part of WALK_PART_NUMBERS) {
      test(`gets every public page in Spanish from its first byte, and nothing changes language after it is painted (${partTitle(part)})`, async ({ page, request }) => {
        await watchEachLoad(page);
        const addresses = await serverRenderedAddresses(async (path) => (await request.get(path)).text());
        expect(addresses.length).toBeGreaterThan(15);
        for (const address of partOf(addresses, part)) await expectArrivesIn(page, address, "es");
      });
    }
  });

  for (const part of WALK_PART_NUMBERS) {
    test(`a visitor who chose Spanish with the switcher gets every public page in Spanish on each first load (${partTitle(part)})`, async ({ page, request }) => {
      await chooseSpanishWithTheSwitcher(page);
      await watchEachLoad(page);
      const addresses = await serverRenderedAddresses(async (path) => (await request.get(path)).text());
      for (const address of partOf(addresses, part)) await expectArrivesIn(page, address, "es");
    });
  }

  test("the address's ?lang=en still wins over a choice made with the switcher", async ({ page }) => {
    await chooseSpanishWithTheSwitcher(page);
    await watchEachLoad(page);
    await expectArrivesIn(page, "/events?lang=en", "en");
  });
});
