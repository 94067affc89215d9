import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { MEMBER_PAGE_PATHS } from "./support/page-walk";

/**
 * Every value a public page reads from its address (`?date=`, `?page=`, `?v=`...), given values that are well-formed
 * or nearly so but impossible: a 13th month, the 30th of February, year 0, a page past any end, a number too large
 * for JavaScript, a negative count, a very long word. The page must still work: no error screen, no error in the
 * console (the fixtures fail the test on one), and never a 5xx. The parameters come from the pages' own code: a
 * new `params.get("...")` in a public page fails the first test until it is listed here.
 */

/**
 * The public pages' address parameters, by the address that reads them (the token pages are personal links; a day
 * is read in the month view only).
 */
const READERS: Record<string, { names: string[] }> = {
  "/events": { names: ["view", "category"] },
  "/events?view=month": { names: ["date"] },
  "/sermons": { names: ["view", "q", "series", "topic", "speaker", "book", "page"] },
  "/study/JHN/3": { names: ["t", "v"] },
  "/study/guides": { names: ["page"] },
  "/community": { names: ["tab", "thread"] },
  "/give": { names: ["cancelled"] },
  "/give/thank-you": { names: ["gift", "recurring"] },
  "/store/cart": { names: ["cancelled"] },
  "/connect/card": { names: ["t"] },
  "/events/cancel": { names: ["token"] },
  "/unsubscribe": { names: ["token"] },
};

const PERSONAL_LINKS = new Set(["/connect/card", "/events/cancel", "/unsubscribe"]);

/** The error screens of a page, a section and a component (app/errors): none may show, in the browser or the HTML. */
const ERROR_SCREEN_TEXTS = String.raw`Something went wrong|This section failed to load properly\.|Component Error`;
const ERROR_SCREENS = new RegExp(`^(${ERROR_SCREEN_TEXTS})$`);
const ERROR_SCREENS_IN_HTML = new RegExp(String.raw`>\s*(${ERROR_SCREEN_TEXTS})\s*<`);

const IMPOSSIBLE = ["2026-13-45", "2026-02-30", "-1", "1e400", "99999999999999999999", "x".repeat(500)];

/** Every parameter name the public pages' code reads with `.get("...")` (the admin portal's are its own). */
function parametersInCode(): Set<string> {
  const root = path.resolve(import.meta.dirname, "../../src/web/features");
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== "admin" && entry !== "admin-shell" && entry !== "admin-test") walk(full);
      } else if (/\.tsx?$/.test(entry)) {
        for (const match of readFileSync(full, "utf8").matchAll(/(?:params|searchParams)\.get\("([a-z]+)"\)/gi)) names.add(match[1] ?? "");
      }
    }
  };
  walk(root);
  return names;
}

test.describe("addresses with impossible values", () => {
  test("every parameter a public page reads from its address is listed here", () => {
    const listed = new Set(Object.values(READERS).flatMap((reader) => reader.names));
    expect([...parametersInCode()].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  for (const [page, { names }] of Object.entries(READERS)) {
    const withValue = (pairs: Record<string, string>) => `${page}${page.includes("?") ? "&" : "?"}${new URLSearchParams(pairs).toString()}`;
    /** The page as the browser gets it and hydrates it: it works, with no error screen (and no console error). */
    const opensWell = async (browser: Page, address: string) => {
      const response = await browser.goto(address);
      expect(response?.status() ?? 0, address).toBeLessThan(500);
      await expect(browser.locator("h1").first(), address).toBeVisible();
      await expect(browser.getByText(ERROR_SCREENS), address).toHaveCount(0);
    };

    test.describe(page, () => {
      // A personal link that names nothing gets a gone (410) or not-found response to its API read, and the browser
      // logs that response; the page then says the link no longer works.
      if (PERSONAL_LINKS.has(page)) test.use({ allowedConsoleError: /status of (404|410)/ });

      if (MEMBER_PAGE_PATHS.has(page.split("?")[0] ?? page)) {
        // A member page is drawn in the browser only: each parameter and value is a page load of its own.
        test(`works whatever its ${names.join(", ")} say`, async ({ page: browser }) => {
          test.setTimeout(180_000);
          for (const name of names) {
            for (const value of IMPOSSIBLE) {
              await test.step(`${name}=${value.slice(0, 24)}`, () => opensWell(browser, withValue({ [name]: value })));
            }
          }
        });
        return;
      }

      // A page the server renders reads its address there: each parameter and value is asked of the server alone
      // (its status and its HTML), and the browser then hydrates the page once per value with every parameter
      // set to it, where the islands read the address again.
      test(`works whatever its ${names.join(", ")} say`, async ({ page: browser, request }) => {
        test.setTimeout(180_000);
        for (const value of IMPOSSIBLE) {
          await test.step(`every parameter =${value.slice(0, 24)}`, async () => {
            for (const name of names) {
              const address = withValue({ [name]: value });
              const response = await request.get(address);
              expect(response.status(), address).toBeLessThan(500);
              const html = await response.text();
              expect(html, address).toMatch(/<h1[\s>]/);
              expect(html, address).not.toMatch(ERROR_SCREENS_IN_HTML);
            }
            await opensWell(browser, withValue(Object.fromEntries(names.map((name) => [name, value]))));
          });
        }
      });
    });
  }
});
