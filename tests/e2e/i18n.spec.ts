import { expect, test } from "./fixtures";
import { chooseSpanish } from "./support/language";

test.describe("languages", () => {
  test("switching to Spanish translates the site and persists after a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("home-hero")).toBeVisible();
    await page.getByRole("button", { name: "Choose language" }).click();
    await page.getByRole("menuitemradio", { name: "Español" }).click();
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: "Inicio", exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByTestId("live-banner")).toContainText("Transmisión en vivo muy pronto");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("es");

    await page.reload();
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByTestId("home-hero")).toContainText("Escuchar. Entender. Vivir.");
  });

  test("a page's own texts arrive as the server rendered them and follow a switch to Spanish", async ({ page }) => {
    await page.goto("/about");
    const story = page.locator(".study-prose").first();
    await expect(story).toContainText("Living Water Home Church began over twenty years ago");
    await page.getByRole("button", { name: "Choose language" }).click();
    await page.getByRole("menuitemradio", { name: "Español" }).click();
    await expect(story).toContainText("Living Water Home Church comenzó hace más de veinte años");
    await expect(page.locator(".study-prose p")).not.toHaveCount(0);
  });

  test("a shared link with ?lang=es opens the page in Spanish and keeps the choice", async ({ page }) => {
    await page.goto("/events?lang=es");
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/^Eventos · /);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("es");
  });

  test("a Spanish page arrives with the Spanish texts alone, page after page; the site's pages load no texts of their own", async ({ page }) => {
    // The server renders each page in its language and hands each island the texts it shows; the admin portal's
    // texts (/assets/en-<hash>.js, es-..., admin.*) are never asked for on the site's pages.
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    const pages: string[] = [];
    page.on("response", async (response) => {
      if (["document", "fetch"].includes(response.request().resourceType()) && (response.headers()["content-type"] ?? "").startsWith("text/html")) {
        pages.push(/<html lang="([^"]*)"/.exec(await response.text())?.[1] ?? "?");
      }
    });
    await page.goto("/events?lang=es");
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    for (const [link, address] of [
      ["Herramientas bíblicas", /\/study$/],
      ["Comunidad", /\/community$/],
      ["Ofrendar", /\/give$/],
    ] as const) {
      await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(address);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await expect.poll(() => pages.length).toBeGreaterThanOrEqual(4);
    expect(pages.every((language) => language === "es"), pages.join(", ")).toBe(true);
    expect(asked.filter((path) => path.startsWith("/assets/"))).toEqual([]);
  });

  test("the 404 page is translated too", async ({ page }) => {
    await chooseSpanish(page);
    await page.goto("/nada-por-aqui");
    await expect(page.getByRole("heading", { name: "¡Uy! Página no encontrada" })).toBeVisible();
  });

  test.describe("a first visit from a Spanish browser", () => {
    test.use({ locale: "es-ES" });
    test("gets Spanish without choosing it", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    });
  });

  test.describe("when a translation bundle fails to load", () => {
    test.use({ allowedConsoleError: /Failed to load translations|Failed to fetch dynamically imported module|status of 404/ });
    test("the admin portal logs it and still renders its sign-in", async ({ page }) => {
      const logged = page.waitForEvent("console", (m) => m.text().includes("Failed to load translations"));
      await page.route(/\/assets\/en-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto("/admin/login");
      await logged;
      await expect(page.getByRole("main")).toBeVisible();
    });
  });
});
