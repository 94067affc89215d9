import { expect, test } from "./fixtures";

test.describe("site shell", () => {
  test("header has the main links, the Watch Live button and the menus", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const name of ["Home", "Watch Live", "Bible Tools", "Events", "Community", "Give"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Watch Live" }).last()).toHaveAttribute("href", "/watch");
    await expect(page.getByRole("button", { name: "Choose language" })).toBeVisible();
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Member Login" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Admin Login" })).toBeVisible();
  });

  test("Resources dropdown lists its pages and works with the keyboard", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Resources" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    for (const name of ["Sermons", "Prayer", "Store", "Kingdom Builders Class", "Plan a Visit", "About"]) {
      await expect(menu.getByRole("menuitem", { name })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await trigger.click();
    await page.getByRole("menuitem", { name: "Sermons" }).click();
    await expect(page).toHaveURL(/\/sermons$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sermons" })).toBeVisible();
  });

  test("breadcrumb follows the specification's labels and rules", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);

    await page.goto("/study");
    const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumb).toHaveText(/Home\s*Bible Tools & Study/);
    await expect(crumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");

    await page.goto("/sermons");
    await expect(crumb.getByRole("listitem")).toHaveText(["Home", "Resources", "Sermons"]);
    await expect(crumb.getByRole("link")).toHaveCount(1);

    await page.goto("/plan-visit");
    await expect(crumb.getByRole("listitem").last()).toHaveText("Plan Your Visit");
    await page.goto("/watch");
    await expect(crumb.getByRole("listitem").last()).toHaveText("Watch Live");
  });

  test("pages load lazily and show their heading and welcome", async ({ page }) => {
    for (const [path, heading, welcome] of [
      ["/events", "Events", "There's always a seat for you."],
      ["/prayer", "Prayer Wall", "You don't have to carry it alone."],
      ["/give", "Give Online", "Thank you for your generosity."],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId("page-welcome")).toContainText(welcome);
    }
  });

  test("/gallery redirects to /community", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  });

  test("an unknown path shows the 404 page with a link home and reports the path to the server", async ({ page }) => {
    const report = page.waitForRequest((req) => req.url().endsWith("/api/client-events/not-found") && req.method() === "POST");
    await page.goto("/this/page/does-not-exist");
    await expect(page.getByText("404").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    expect((await report).postDataJSON()).toEqual({ path: "/this/page/does-not-exist" });
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown admin path shows Not found", async ({ page }) => {
    await page.goto("/admin/nope");
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  });

  test("/admin-test links to /admin and /admin/login", async ({ page }) => {
    await page.goto("/admin-test");
    await expect(page.getByRole("link", { name: "/admin", exact: true })).toHaveAttribute("href", "/admin");
    await expect(page.getByRole("link", { name: "/admin/login" })).toHaveAttribute("href", "/admin/login");
  });

  test("footer shows the address, phone, service times and the text-HOME link", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("1420 Riverside Drive");
    await expect(footer.getByRole("link", { name: "(559) 555-0142", exact: true })).toHaveAttribute("href", "tel:5595550142");
    await expect(footer).toContainText("Sunday Worship");
    await expect(footer.getByRole("link", { name: /Text HOME/ })).toHaveAttribute("href", /^sms:5595550142/);
  });
});
