import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { measuredPageAddresses } from "../support/page-addresses";
import { partOf, partTitle, WALK_PART_NUMBERS, withLang } from "./support/page-walk";

/**
 * axe-core on every public page, not a chosen few: every page of the sitemap and one page of each detail kind (a
 * sermon, an event, a product, a guide, a chapter, an album), in English and in Spanish, on the desktop and the
 * phone projects. The list comes from the site itself (tests/support/page-addresses.ts), so a page added to the
 * sitemap or the router is checked the day it is added. a11y.spec.ts checks the states a visitor brings about
 * (dialogs, refused forms, tabs); this checks each page as it arrives.
 */
for (const part of WALK_PART_NUMBERS) {
  test(`every public page as it arrives, in English and Spanish, has no serious or critical violation (${partTitle(part)})`, async ({ page }) => {
    test.setTimeout(240_000);
    const addresses = await measuredPageAddresses(async (path) => (await page.request.get(path)).text());
    expect(addresses.length).toBeGreaterThan(15);
    for (const address of partOf(addresses, part)) {
      for (const language of ["en", "es"] as const) {
        await test.step(`${address} (${language})`, async () => {
          await page.goto(withLang(address, language));
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          // The page's own reads done: what is judged is the page a visitor reads, not its loading state.
          await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
          await expectNoSeriousA11yViolations(page);
        });
      }
    }
  });
}
