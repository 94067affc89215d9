import { expect, test } from "./fixtures";

// Every server-rendered page is checked in both languages in astro-pages.spec.ts and public-pages.spec.ts.
test.describe("public pages rendered on the server", () => {
  test("arrive with their text in the HTML, in the language the address asks for", async ({ request }) => {
    // (The plain address is English for a browser that asks for no language of ours; page-language.spec.ts
    // covers a Spanish browser and a saved choice.)
    const english = await (await request.get("/give")).text();
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toMatch(/<h1[^>]*>Give Online<\/h1>/);
    const spanish = await (await request.get("/give?lang=es")).text();
    expect(spanish).toMatch(/<html lang="es"/);
    expect(spanish).toMatch(/<h1[^>]*>Ofrenda en línea<\/h1>/);
  });

  test("an address no page has responds 404, rendered as the page that says so, in either language", async ({ request }) => {
    const english = await request.get("/no-such-page");
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain("Oops! Page not found");
    const spanish = await request.get("/no-such-page?lang=es");
    expect(spanish.status()).toBe(404);
    expect(await spanish.text()).toMatch(/<html lang="es"/);
    // The admin portal's own "not found" is rendered in the browser, with the same status.
    expect((await request.get("/admin/no-such-section")).status()).toBe(404);
    expect((await request.get("/admin/users")).status()).toBe(200);
    expect((await request.get("/events")).status()).toBe(200);
  });

  test("a member page is rendered in the browser, in the public frame", async ({ request }) => {
    const html = await (await request.get("/settings", { headers: { Cookie: "church.session_token=abc" } })).text();
    expect(html).toContain('client="only"');
    expect(html).toContain('data-testid="brand"');
  });

  test("a choice saved in localStorage alone (from before the cookie) is followed, and the next load arrives in it", async ({ page }) => {
    // Only localStorage, as the switcher kept it before the cookie existed (not chooseSpanish, which sets both).
    await page.addInitScript(() => localStorage.setItem("i18nextLng", "es"));
    // The server cannot see localStorage: the page comes in English and is asked for again in Spanish, once.
    await page.goto("/give");
    await expect(page.getByRole("heading", { level: 1, name: "Ofrenda en línea" })).toBeVisible();
    // The choice now travels in the cookie too.
    expect((await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("es");
    // So the server renders the next page in it.
    const next = await page.goto("/events");
    expect(await next?.text()).toMatch(/<html lang="es"/);
    await expect(page.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
  });

  test("the address's ?lang wins over the saved choice, in the first byte and after", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "es", url: baseURL }]);
    const english = await page.goto("/give?lang=en");
    expect(await english?.text()).toMatch(/<html lang="en"/);
    await expect(page.getByRole("heading", { level: 1, name: "Give Online" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page's content can still be read", async ({ page }) => {
      await page.goto("/events");
      await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
      await page.goto("/sermons");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The sermons themselves, not a loading state: each links to its own page.
      await expect(page.locator("main a[href^='/sermons/']").first()).toBeVisible();
    });

    test("a page's lower parts arrive rendered too: the chapter an address names, today's verse, the home page's photos", async ({ page }) => {
      await page.goto("/study/JHN/3?v=16");
      await expect(page.getByTestId("chapter-heading")).toHaveText("John 3");
      await expect(page.getByTestId("reader-text")).toContainText("For God so loved the world");
      await expect(page.getByTestId("verse-actions")).toContainText("John 3:16");
      await expect(page.getByTestId("verse-of-the-day").locator("blockquote")).not.toBeEmpty();
      await page.goto("/study/JHN/3?lang=es&t=rv1909");
      await expect(page.getByTestId("chapter-heading")).toHaveText("Juan 3");
      await expect(page.getByTestId("reader-text")).toContainText("de tal manera amó Dios al mundo");
      await page.goto("/");
      await expect(page.getByTestId("moment")).toHaveCount(4);
      await expect(page.getByTestId("visit-us")).toContainText("1420 Riverside Drive");
    });

    test("/community's tabs are links: each opens its tab, at the section it belongs to", async ({ page }) => {
      await page.goto("/community");
      await page.getByRole("tab", { name: "Study groups" }).click();
      await expect(page).toHaveURL(/\/community\?tab=groups#community-connect$/);
      await expect(page.getByRole("tab", { name: "Study groups" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("group").first()).toBeVisible();
      await page.getByRole("tab", { name: "Volunteer" }).click();
      await expect(page.getByTestId("opportunity").first()).toBeVisible();
    });
  });
});
