import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { chooseSpanish } from "./support/language";
import { E2E_ADMINS } from "./support/admin-accounts";
import { readSetupLink, signInAs, totpNow } from "./support/admin-session";
import { newestMailTo } from "./support/smtp-sink";

const PORT = process.env.E2E_PORT ?? 4173;

test.describe("admin portal", () => {
  test("/admin without a session goes to /admin/login", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
  });

  test("npm run admin:create, then the setup link: password, TOTP enrolment, backup codes, dashboard", async ({ page }) => {
    const link = new URL(readSetupLink(PORT));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { level: 1, name: "Set up your admin account" })).toBeVisible();
    await page.getByLabel("New password").fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await page.getByRole("button", { name: "Save password and continue" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password must be at least 12 characters long");
    await page.getByLabel("New password").fill("first admin password");
    await page.getByLabel("Confirm password").fill("first admin password");
    await page.getByRole("button", { name: "Save password and continue" }).click();

    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    await page.getByLabel("Authentication code").fill(await totpNow(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: "I have saved these codes" }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("admin-name")).toHaveText("First Admin");
    await expect(page.getByTestId("count-admins")).toContainText(/\d/);
  });

  test("the sidebar shows only the sections the admin's scopes open", async ({ page }) => {
    await signInAs(page, E2E_ADMINS.settingsOnly);
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Settings"]);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "You don't have access" })).toBeVisible();
    await page.goto("/admin/nope");
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  });

  test("a super admin sees every built section", async ({ page }) => {
    await signInAs(page, E2E_ADMINS.creator);
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link")).toHaveText([
      "Dashboard",
      "User Management",
      "Member Management",
      "Events",
      "Event registrations",
      "Fish fry archive",
      "Prayer Requests",
      "Meeting Requests",
      "Event Signups",
      "Content",
      "Sermons",
      "Photo gallery",
      "Giving",
      "Store",
      "Groups & community",
      "Settings",
      "Email outbox",
      "System Health",
    ]);
  });

  test("a settings change shows on the public home page", async ({ page, browser }) => {
    await signInAs(page, E2E_ADMINS.editor);
    await page.goto("/admin/settings");
    const pastor = page.getByLabel("Pastor");
    const before = await pastor.inputValue();
    await pastor.fill("Rev. Ana Test");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();

    // A fresh browser (no cached /api/site) sees the change.
    const visitor = await browser.newPage();
    await visitor.goto("/");
    await expect(visitor.getByText("Rev. Ana Test").first()).toBeVisible();
    await visitor.close();

    await pastor.fill(before);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  });

  test("invites an admin with scopes, then disables the account after confirming", async ({ page }) => {
    await signInAs(page, E2E_ADMINS.inviter);
    await page.goto("/admin/users");
    // The page also offers each member without a portal account their own invitation form: this is the admins' one.
    const invite = page.locator("details").filter({ has: page.getByText("Invite an admin", { exact: true }) });
    await invite.getByText("Invite an admin", { exact: true }).click();
    await invite.getByLabel("Name", { exact: true }).fill("Nora Newcomer");
    await invite.getByLabel("Email", { exact: true }).fill("nora@church.test");
    await invite.getByLabel(/Manage events/).check();
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText("Invitation sent to nora@church.test.")).toBeVisible();

    const row = page.getByTestId("admin-account").filter({ hasText: "nora@church.test" });
    await expect(row).toContainText("Invited");
    await expect(row).toContainText("Manage events");
    await row.getByRole("button", { name: "Disable" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Disable Nora Newcomer?");
    await dialog.getByRole("button", { name: "Disable" }).click();
    await expect(row).toContainText("Disabled");

    // The invitation went out by email: without SMTP it waits in the outbox.
    await page.goto("/admin/email");
    await expect(page.getByTestId("outbox-item").filter({ hasText: "nora@church.test" })).toBeVisible();
  });

  test("signs in by an emailed link, then the code", async ({ page, browser }) => {
    const admin = E2E_ADMINS.magic;
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Email me a sign-in link instead" }).click();
    await page.getByLabel("Email").fill(admin.email);
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "a sign-in link is on its way" })).toBeVisible();

    // The admin opens their own mailbox. The outbox, where an admin with email:read reads what went out, shows
    // the message with its link hidden: a sign-in link there would let them sign in as someone else.
    const mail = await newestMailTo(admin.email);
    const link = new URL(/http\S+\/admin\/auth\/callback\?token=\S+/.exec(mail.text)?.[0] ?? "http://x/missing");
    const reader = await browser.newPage();
    await signInAs(reader, E2E_ADMINS.mailReader);
    await reader.goto("/admin/email");
    const item = reader.getByTestId("outbox-item").filter({ hasText: admin.email }).first();
    await item.locator("summary").click();
    await expect(item.locator("pre")).toContainText("/admin/auth/callback?token=[hidden]");
    await expect(item).not.toContainText(link.searchParams.get("token") ?? "missing");
    await expect(item).toContainText("only the person this was sent to can use them");
    await reader.close();

    await page.goto(link.pathname + link.search);
    await page.getByRole("button", { name: "Continue signing in" }).click();
    await page.getByLabel("Authentication code").fill(await totpNow(admin.secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("admin-name")).toHaveText(admin.name);
  });

  test("on a phone the sections fold behind one button that names the open one; a section chosen folds them again", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, E2E_ADMINS.phoneAdmin);
    await page.goto("/admin/events");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    const toggle = nav.getByRole("button", { name: /^Sections/ });
    await expect(toggle).toHaveText(/Events/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link")).toHaveCount(0);
    // The page's own heading is on the first screen, not below a list of every section.
    const heading = await page.getByRole("heading", { level: 1, name: "Events" }).boundingBox();
    expect(heading?.y ?? 1000).toBeLessThan(400);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Sermons" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sermons" })).toBeVisible();
    await expect(toggle).toHaveText(/Sermons/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectNoSeriousA11yViolations(page);
    // From a laptop's width the sections stay open beside the page.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(toggle).toBeHidden();
    await expect(nav.getByRole("link", { name: "Events" })).toBeVisible();
  });

  test("signing out ends the session", async ({ page }) => {
    await signInAs(page, E2E_ADMINS.logout);
    await page.goto("/admin");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/health");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole("button", { name: "Admin menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Admin Login" })).toBeVisible();
  });

  test("the admin pages speak Spanish", async ({ page }) => {
    await chooseSpanish(page);
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Acceso de administradores" })).toBeVisible();
    await expect(page.getByLabel("Contraseña")).toBeVisible();
  });

  test.describe("with wrong credentials on purpose", () => {
    // The browser logs the 401 responses to the wrong password and the wrong code.
    test.use({ allowedConsoleError: /status of 401/ });

    test("signs in with password and TOTP code, back to the page that was asked for", async ({ page }) => {
      const admin = E2E_ADMINS.signIn;
      await page.goto("/admin/health");
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.getByLabel("Email").fill(admin.email);
      await page.getByLabel("Password").fill("wrong password");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");
      await page.getByLabel("Password").fill(admin.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.getByLabel("Authentication code").fill("000000");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByRole("alert")).toHaveText("2FA verification failed");
      await page.getByLabel("Authentication code").fill(await totpNow(admin.secret));
      await page.getByRole("button", { name: "Verify" }).click();

      await expect(page).toHaveURL(/\/admin\/health$/);
      await expect(page.getByRole("heading", { level: 1, name: "System Health" })).toBeVisible();
      await expect(page.getByTestId("health-status")).toHaveText("OK");
      await expect(page.getByTestId("auth-log-row").first()).toContainText(admin.email);
      // The header's admin menu now offers the portal.
      await page.getByRole("button", { name: "Admin menu" }).click();
      await expect(page.getByRole("menuitem", { name: "Admin Portal" })).toHaveAttribute("href", "/admin");
      await page.keyboard.press("Escape");
      // Signed in, the login page sends the admin on to the portal.
      await page.goto("/admin/login");
      await expect(page).toHaveURL(/\/admin$/);
    });
  });
});
