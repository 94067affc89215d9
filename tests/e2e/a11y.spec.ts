import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { chooseSpanish } from "./support/language";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

// Every public page as it arrives, in both languages, is every-page.a11y.spec.ts's; these are the states a visitor
// brings about (a refused form, another view, dialogs) and the pages that are not public.
test.describe("accessibility (axe-core: no serious or critical violations)", () => {
  test("the check itself fails on a page with a serious violation, naming the rule and where it is", async ({ page }) => {
    // The check asks axe for the details of violations only (resultTypes): a failing page must still fail it.
    await page.setContent('<!doctype html><html lang="en"><title>t</title><main><button id="nameless"></button><input id="unlabelled"></main></html>');
    const failure = await expectNoSeriousA11yViolations(page).then(
      () => "passed",
      (error: unknown) => String(error),
    );
    expect(failure).toContain("button-name (critical): #nameless");
    expect(failure).toContain("#unlabelled");
  });

  test("404 page", async ({ page }) => {
    await page.goto("/missing-page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("plan a visit, with a refused submit", async ({ page }) => {
    await page.goto("/plan-visit");
    await expect(page.getByTestId("visit-form")).toBeVisible({ timeout: 20_000 });
    await page.getByTestId("visit-form").getByRole("button", { name: "Plan my visit" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("/sermons as a list of series", async ({ page }) => {
    await page.goto("/sermons?view=series");
    await expect(page.getByTestId("series-list")).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("accessibility of the Bible tools", () => {
  test("/study with a passage, side by side and search results", async ({ page }) => {
    await page.goto("/study/JHN/3?v=16");
    await expect(page.getByTestId("verse-actions")).toBeVisible();
    await page.getByLabel("Side by side: English and Spanish").check();
    await expect(page.getByTestId("companion-text")).toContainText("Porque");
    await page.getByRole("searchbox").fill("light");
    await page.getByRole("search").getByRole("button").click();
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a printable study guide and the archive, in Spanish", async ({ page }) => {
    await chooseSpanish(page);
    await page.goto("/study/guides");
    await expect(page.getByTestId("guide-archive").getByRole("link")).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId("guide-archive").getByRole("link").first().click();
    await expect(page.getByTestId("study-guide")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("accessibility of the events pages", () => {
  test("/events, the upcoming list", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("article").first()).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });

  test("/events as a month calendar, in Spanish", async ({ page }) => {
    await chooseSpanish(page);
    await page.goto("/events?view=month");
    await expect(page.getByRole("grid")).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });

  test("an event with its registration form", async ({ page }) => {
    await page.goto("/events?category=fundraiser");
    await page.getByRole("article").first().getByRole("link").first().click();
    await expect(page.locator("#register form")).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("accessibility of the admin portal", () => {
  test("/admin/login and the magic-link form", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Email me a sign-in link instead" }).click();
    await expect(page.getByRole("heading", { name: "Sign in by email link" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  /** Opens each section of the portal and checks it once its heading is shown and nothing is still loading. */
  async function expectSectionsAccessible(page: Page, sections: ReadonlyArray<readonly [path: string, heading: string]>) {
    for (const [path, heading] of sections) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  }

  // An authenticator code is accepted once: each test signs in with its own account per project.
  test("dashboard, users with the permissions dialog, content, and events with a new weekly event's form", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, testInfo.project.name === "mobile" ? E2E_ADMINS.a11yMobile : E2E_ADMINS.a11yDesktop);
    await expectSectionsAccessible(page, [
      ["/admin", "Dashboard"],
      ["/admin/users", "User Management"],
      ["/admin/content", "Content"],
      ["/admin/events", "Events"],
    ]);
    await page.getByRole("button", { name: "New event" }).click();
    await page.getByLabel("Repeat", { exact: true }).selectOption("weekly");
    await expect(page.getByTestId("preview-es")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/admin/users");
    await page.getByTestId("admin-account").getByRole("button", { name: "Edit permissions" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("event registrations, fish fry archive, sermons, settings, email outbox and health", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, testInfo.project.name === "mobile" ? E2E_ADMINS.a11yMobileMore : E2E_ADMINS.a11yDesktopMore);
    await expectSectionsAccessible(page, [
      ["/admin/event-registrations", "Event registrations"],
      ["/admin/fish-fry-archive", "Fish fry archive"],
      ["/admin/sermons", "Sermons"],
      ["/admin/settings", "Settings"],
      ["/admin/email", "Email outbox"],
      ["/admin/health", "System Health"],
    ]);
  });
});

test.describe("accessibility of member accounts", () => {
  test("/auth with the sign-in dialog on each tab", async ({ page }) => {
    await page.goto("/auth");
    const dialog = page.getByRole("dialog", { name: "Member Login" });
    await expect(dialog).toBeVisible();
    for (const tab of ["Sign In", "Magic Link", "Sign Up", "Guest"]) {
      await dialog.getByRole("tab", { name: tab }).click();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test("/auth in Spanish with a validation message", async ({ page }) => {
    await chooseSpanish(page);
    await page.goto("/auth");
    const dialog = page.getByRole("dialog", { name: "Acceso para miembros" });
    await dialog.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("El correo electrónico y la contraseña son obligatorios");
    await expectNoSeriousA11yViolations(page);
  });

  test("/auth/callback with a used link", async ({ page }) => {
    await page.goto("/auth/callback?error=INVALID_TOKEN");
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("/settings as a guest", async ({ page }) => {
    await page.goto("/settings");
    await expect(page.getByRole("dialog", { name: "Member Login" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByText("Please sign in to see and change your profile.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
