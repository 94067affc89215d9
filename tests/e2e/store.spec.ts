import { latestMessage, uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { chooseSpanish } from "./support/language";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

test.describe("store", () => {
  test("a guest buys a T-shirt in demo mode, gets the confirmation email, and the store team marks it picked up", async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("tabitha");
    await page.goto("/store");
    await expect(page.getByRole("heading", { level: 1, name: "Store" })).toBeVisible();
    await expect(page.getByTestId("demo-banner")).toHaveText("Demo mode: no money is charged.");
    const grid = page.getByTestId("product-grid");
    await expect(grid.getByRole("listitem")).toHaveCount(4);
    await expect(grid.getByRole("listitem").filter({ hasText: "Canvas Tote Bag" })).toContainText("Sold out");
    await expectNoSeriousA11yViolations(page);

    await grid.getByRole("link", { name: "See Water Walkers T-shirt" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Water Walkers T-shirt" })).toBeVisible();
    await page.getByText("XL", { exact: true }).click();
    await expect(page.getByTestId("product-price")).toHaveText("$20.00");
    await page.getByText("Medium", { exact: true }).click();
    await expect(page.getByTestId("product-price")).toHaveText("$18.00");
    await page.getByLabel("Quantity").selectOption("2");
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-link")).toHaveText("Cart (2)");

    await page.getByTestId("cart-link").click();
    await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
    await expect(page.getByTestId("cart-lines")).toContainText("Water Walkers T-shirt (Medium)");
    await expect(page.getByTestId("cart-total")).toHaveText("Total: $36.00");
    await page.getByTestId("place-order").click();
    await expect(page.getByText("Enter your name.")).toBeVisible();
    await expect(page.getByLabel("Full name")).toBeFocused();
    await page.getByLabel("Full name").fill("Tabitha Buyer");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Place order · $36.00" }).click();

    await expect(page).toHaveURL(/\/store\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    const order = page.getByTestId("order");
    await expect(order).toContainText("Water Walkers T-shirt (Medium)");
    await expect(order.getByTestId("order-total")).toHaveText("Total: $36.00");
    await expect(order.getByTestId("demo-banner")).toBeVisible();
    const number = ((await order.getByText(/^Order number /).textContent()) ?? "").replace("Order number ", "");
    await expect(page.getByTestId("cart-link")).toHaveCount(0);

    const confirmation = await latestMessage(request, email);
    expect(confirmation.subject).toContain(`Your order ${number}`);
    expect(confirmation.text).toContain("2 × Water Walkers T-shirt (Medium): $36.00");
    expect(confirmation.text).toContain("Demo mode: no money was charged.");

    await signInAs(page, E2E_ADMINS.storekeeper);
    await page.goto("/admin/store");
    await expect(page.getByRole("heading", { level: 1, name: "Store" })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel("Buyer name or email").fill(email);
    const row = page.getByTestId(`admin-order-${number}`);
    await expect(row).toContainText("Tabitha Buyer");
    await expectNoSeriousA11yViolations(page);
    await row.getByLabel(`Fulfilment of order ${number}`).selectOption({ label: "Picked up" });
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await expect(row).toContainText("Picked up");
  });
});

test.describe("store on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the store and a product page fit the phone and pass axe, in Spanish too", async ({ page }) => {
    await page.goto("/store");
    await expect(page.getByTestId("product-grid").getByRole("listitem")).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    // The visitor chooses Spanish: the lang cookie (which the switcher sets) carries it to the server.
    await chooseSpanish(page);
    await page.goto("/store/sunday-morning-mug");
    await expect(page.getByRole("heading", { level: 1, name: "Taza de domingo por la mañana" })).toBeVisible();
    await expect(page.getByTestId("demo-banner")).toHaveText("Modo de demostración: no se cobra dinero.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
