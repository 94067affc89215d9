import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

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
    test.describe(page, () => {
      // A personal link that names nothing is answered as gone (410) or not found by its API read, and the browser
      // logs that answer; the page then says the link no longer works.
      if (PERSONAL_LINKS.has(page)) test.use({ allowedConsoleError: /status of (404|410)/ });

      test(`works whatever its ${names.join(", ")} say`, async ({ page: browser }) => {
        test.setTimeout(180_000);
        for (const name of names) {
          for (const value of IMPOSSIBLE) {
            const address = `${page}${page.includes("?") ? "&" : "?"}${new URLSearchParams({ [name]: value }).toString()}`;
            await test.step(`${name}=${value.slice(0, 24)}`, async () => {
              const response = await browser.goto(address);
              expect(response?.status() ?? 0, address).toBeLessThan(500);
              await expect(browser.locator("h1").first(), address).toBeVisible();
              await expect(browser.getByText(/^(Something went wrong|This section failed to load properly\.|Component Error)$/), address).toHaveCount(0);
            });
          }
        }
      });
    });
  }
});
