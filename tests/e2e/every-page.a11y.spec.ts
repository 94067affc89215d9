import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { measuredPageAddresses } from "../support/page-addresses";
import { MEMBER_PAGE_PATHS, partOf, partTitle, WALK_PART_NUMBERS, withLang } from "./support/page-walk";

/**
 * axe-core on every public page, not a chosen few: every page of the sitemap and one page of each detail kind (a
 * sermon, an event, a product, a guide, a chapter, an album), in English and in Spanish, on the desktop and the
 * phone projects (on the phone in Spanish, whose longer words are the harder layout; the phone's English pages are
 * laid out by the same code, and checked at 375 px by header-fit and visitor-edges). The list comes from the site
 * itself (tests/support/page-addresses.ts), so a page added to the sitemap or the router is checked the day it is
 * added. a11y.spec.ts checks the states a visitor brings about (dialogs, refused forms, tabs); this checks each page
 * as it arrives.
 */
for (const part of WALK_PART_NUMBERS) {
  test(`every public page as it arrives, in English and Spanish, has no serious or critical violation (${partTitle(part)})`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const addresses = await measuredPageAddresses(async (path) => (await page.request.get(path)).text());
    expect(addresses.length).toBeGreaterThan(15);
    for (const address of partOf(addresses, part)) {
      const languages = testInfo.project.name === "mobile" ? (["es"] as const) : (["en", "es"] as const);
      for (const language of languages) {
        await test.step(`${address} (${language})`, async () => {
          await page.goto(withLang(address, language));
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          // A server-rendered page arrives whole and the fixture has waited for its islands; a member page makes its
          // own reads first: what is judged is the page a visitor reads, not its loading state.
          if (MEMBER_PAGE_PATHS.has(new URL(address, "http://x").pathname)) await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
          await expectNoSeriousA11yViolations(page);
        });
      }
    }
  });
}
