import type { Page } from "@playwright/test";
import { createConfirmedMember, PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";

/** Issue 23, item 6: a member's own pages, one click away from the account menu and from the side menu. */
const OWN_PAGES = [
  { name: "My events", url: /\/events#my-events$/, check: (page: Page) => expect(page.getByRole("heading", { level: 2, name: "My events" })).toBeInViewport() },
  { name: "My giving", url: /\/give\/history$/, check: (page: Page) => expect(page.getByRole("heading", { level: 1, name: "My giving" })).toBeVisible() },
  { name: "My orders", url: /\/store\/orders$/, check: (page: Page) => expect(page.getByRole("heading", { level: 1, name: "Your orders" })).toBeVisible() },
  { name: "My study", url: /\/study\/my$/, check: (page: Page) => expect(page.getByRole("heading", { level: 1, name: "My study" })).toBeVisible() },
  {
    name: "My community",
    url: /\/community\?tab=mine$/,
    check: (page: Page) => expect(page.getByRole("tab", { name: "My community" })).toHaveAttribute("aria-selected", "true"),
  },
  { name: "Profile settings", url: /\/settings$/, check: (page: Page) => expect(page.getByRole("heading", { level: 1, name: "Profile settings" })).toBeVisible() },
];

/** A returning member signed in through the API in the page's own cookie jar, tour already done. */
async function signInMember(page: Page) {
  const email = uniqueEmail("menu");
  await createConfirmedMember(page.request, "Priscilla Menu", email);
  await page.goto("/");
  const headers = { Origin: new URL(page.url()).origin };
  expect((await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers })).status()).toBe(200);
  expect((await page.request.put("/api/account/tour", { data: { completed: true }, headers })).status()).toBe(200);
  return email;
}

test.describe("a member's own pages", () => {
  test("the account menu lists them and each link opens its page", async ({ page }) => {
    test.setTimeout(90_000);
    const email = await signInMember(page);
    await page.goto("/");
    const trigger = page.getByRole("button", { name: `Account menu, signed in as ${email}` });
    await trigger.click();
    const items = page.getByRole("menu").getByRole("menuitem");
    await expect(items).toHaveText([...OWN_PAGES.map((own) => own.name), "Take the tour", "Sign out"]);
    await page.keyboard.press("Escape");

    // Each page is opened from the one before, as a member goes from one of their pages to the next.
    for (const own of OWN_PAGES) {
      await trigger.click();
      await page.getByRole("menuitem", { name: own.name }).click();
      await expect(page).toHaveURL(own.url);
      await own.check(page);
    }
  });

  test("the side menu on a phone lists the same pages", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInMember(page);
    await page.goto("/");
    for (const [index, own] of OWN_PAGES.entries()) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      if (index === 0) {
        const account = menu.getByRole("list").last().getByRole("link");
        await expect(account).toHaveText(OWN_PAGES.map((p) => p.name));
      }
      await menu.getByRole("link", { name: own.name, exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(own.url);
      await own.check(page);
    }
  });

  test("on a phone, My events opens in view, with the event list above it already on the page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInMember(page);
    // The server renders the public list with the page; the member's own events arrive after, below it.
    await page.goto("/events#my-events");
    await expect(page.getByRole("main").getByRole("listitem").first()).toBeAttached();
    const heading = page.getByRole("heading", { level: 2, name: "My events" });
    await expect(heading).toBeInViewport();
  });
});
