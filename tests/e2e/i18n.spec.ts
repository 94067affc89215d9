import { expect, test } from "./fixtures";

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

  test("a page's own texts arrive as the server drew them and follow a switch to Spanish", async ({ page }) => {
    await page.goto("/about");
    const story = page.locator(".study-prose").first();
    await expect(page.locator("#root")).toHaveAttribute("data-working", "");
    await expect(story).toContainText("Living Water Home Church began over twenty years ago");
    await page.getByRole("button", { name: "Choose language" }).click();
    await page.getByRole("menuitemradio", { name: "Español" }).click();
    await expect(story).toContainText("La Iglesia Living Water Home comenzó hace más de veinte años");
    await expect(page.locator(".study-prose p")).not.toHaveCount(0);
  });

  test("a shared link with ?lang=es opens the page in Spanish and keeps the choice", async ({ page }) => {
    await page.goto("/events?lang=es");
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/^Eventos · /);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("es");
  });

  test("the 404 page is translated too", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("i18nextLng", "es"));
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
    test("logs it and still renders the site", async ({ page }) => {
      const logged = page.waitForEvent("console", (m) => m.text().includes("Failed to load translations"));
      await page.route(/\/assets\/en-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto("/");
      await logged;
      await expect(page.getByTestId("home-hero")).toBeVisible();
    });
  });
});
