import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { createConfirmedMember, latestMessage, linkIn, openSignInDialog, PASSWORD, signInWithEmail, skipTour, uniqueEmail } from "./auth-helpers";
import { watchAnnouncements } from "./support/announcements";

test.describe("sign-in dialog", () => {
  // The longer flows sign up, read the outbox and sign in: more steps than a page test.
  test.describe.configure({ timeout: 60_000 });
  test("opens from the header's Member Login with four tabs, scrolls inside at most 90% of the viewport, passes axe", async ({ page }) => {
    await page.goto("/sermons");
    const dialog = await openSignInDialog(page);
    for (const name of ["Guest", "Sign In", "Magic Link", "Sign Up"]) await expect(dialog.getByRole("tab", { name })).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.height <= viewport.height * 0.9 + 1).toBe(true);
    expect(await dialog.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");
    await expectNoSeriousA11yViolations(page);
  });

  test("shows each tab's validation messages", async ({ page }) => {
    await page.goto("/auth");
    const dialog = page.getByRole("dialog", { name: "Member Login" });
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Email and password are required");

    await dialog.getByRole("button", { name: "Phone", exact: true }).click();
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Phone and password are required");

    await dialog.getByRole("tab", { name: "Magic Link" }).click();
    await dialog.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Email is required for magic link");

    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Full name, email, and password are required");
    await dialog.getByLabel("Full name").fill("Test Person");
    await dialog.getByLabel("Email").fill("test@example.org");
    await dialog.getByLabel("Password", { exact: true }).fill("12345");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Password must be at least 6 characters long");
    await dialog.getByLabel("Password", { exact: true }).fill("123456");
    await dialog.getByLabel("Confirm password").fill("654321");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Passwords do not match");
    await expect(dialog.getByText("Leave empty to use testperson")).toBeVisible();
  });

  test.describe("with server errors", () => {
    // Chromium logs each 401/403 response as a console error.
    test.use({ allowedConsoleError: /status of 40[13]/ });
    test("maps a wrong password and an unconfirmed email to SPEC.md's messages", async ({ page, request }) => {
      const email = uniqueEmail("unconfirmed");
      expect((await request.post("/api/account/sign-up", { data: { fullName: "Un Confirmed", email, password: PASSWORD } })).status()).toBe(201);
      await page.goto("/auth");
      const dialog = page.getByRole("dialog", { name: "Member Login" });
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Password").fill(PASSWORD);
      await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Please check your email and click the confirmation link first.");
      await dialog.getByLabel("Password").fill("wrong-password");
      await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");
    });
  });

  test("signs up, confirms through the emailed link, and signs in", async ({ page, request }) => {
    const email = uniqueEmail("newmember");
    await page.goto("/");
    const dialog = await openSignInDialog(page);
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByLabel("Full name").fill("Grace Newman");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByLabel("Confirm password").fill(PASSWORD);
    await dialog.getByLabel("Phone (optional)").fill("+15595550142");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account Created")).toBeVisible();
    await expect(page.getByText("Please check your email to confirm your account.")).toBeVisible();
    // The dialog itself says where the link went, and stays so after the toast is gone (issue 51).
    const check = dialog.getByTestId("sign-up-check-email");
    await expect(check.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(check).toContainText(`We sent a link to ${email}.`);
    await expect(page.getByText("Account Created")).toBeHidden({ timeout: 15_000 });
    await expect(check).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await check.getByRole("button", { name: "Go to Sign In" }).click();
    await expect(dialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await expect(dialog.getByLabel("Full name")).toHaveValue("");
    await dialog.getByRole("button", { name: "Close" }).click();

    const mail = await latestMessage(request, email);
    expect(mail.subject).toContain("Confirm your email");
    // A new member is welcomed, not welcomed back: a toast on the home page, watched for from the moment the link is
    // followed (it is on screen for 4.5 s, and goto() waits for the home page's islands too).
    const announced = await watchAnnouncements(page);
    await page.goto(linkIn(mail.text));
    await expect.poll(announced, { timeout: 30_000 }).toContainEqual(expect.stringMatching(/^\/ toast .*Welcome!.*Your email is confirmed and you are signed in\./));
    await expect(page).toHaveURL(/\/$/);
    expect((await announced()).join("\n")).not.toContain("Welcome back!");
    await skipTour(page);
    await page.getByRole("button", { name: `Account menu, signed in as ${email}` }).click();
    await expect(page.getByTestId("member-email")).toHaveText(email);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();

    await signInWithEmail(page, email);
    await expect(page.getByText("You have been successfully signed in.").last()).toBeVisible();
  });

  test("a used magic link says so and offers a new one", async ({ page, request }) => {
    const email = uniqueEmail("magic");
    await createConfirmedMember(request, "Magic Member", email);
    await page.goto("/auth");
    const dialog = page.getByRole("dialog", { name: "Member Login" });
    await dialog.getByRole("tab", { name: "Magic Link" }).click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(page.getByText("Magic Link Sent")).toBeVisible();
    const mail = await latestMessage(request, email);
    expect(mail.subject).toContain("Your sign-in link");
    const link = linkIn(mail.text);
    await page.goto(link);
    await expect(page.getByRole("button", { name: `Account menu, signed in as ${email}` })).toBeVisible();
    await skipTour(page);
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/callback\?error=/);
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await page.getByRole("button", { name: "Send me a new link" }).click();
    await expect(page.getByRole("dialog", { name: "Member Login" }).getByRole("tab", { name: "Magic Link" })).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("/auth/callback says what happened", () => {
  const cases = [
    { query: "", en: "No link to open", es: "No hay enlace que abrir", newLink: true },
    { query: "?confirmed=1", en: "Your email is confirmed", es: "Tu correo está confirmado", newLink: false },
    { query: "?error=TOKEN_EXPIRED", en: "This link has expired", es: "Este enlace venció", newLink: true },
    { query: "?error=INVALID_TOKEN", en: "This link no longer works", es: "Este enlace ya no funciona", newLink: true },
  ];
  for (const { query, en, es, newLink } of cases) {
    test(`/auth/callback${query || " without a link"}: "${en}" / "${es}"`, async ({ page }) => {
      await page.goto(`/auth/callback${query}`);
      await expect(page.getByRole("heading", { level: 1, name: en })).toBeVisible();
      if (query !== "?confirmed=1") await expect(page.getByText(/Your email is confirmed/)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Send me a new link" })).toHaveCount(newLink ? 1 : 0);
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/auth/callback${query ? `${query}&` : "?"}lang=es`);
      await expect(page.getByRole("heading", { level: 1, name: es })).toBeVisible();
      if (query !== "?confirmed=1") await expect(page.getByText(/Tu correo está confirmado/)).toHaveCount(0);
      if (newLink) {
        await page.getByRole("button", { name: "Enviarme un enlace nuevo" }).click();
        await expect(page.getByRole("dialog").getByRole("tab", { selected: true })).toBeVisible();
      } else {
        await expect(page.getByRole("main").getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
      }
    });
  }
});

test.describe("guest mode", () => {
  test.describe.configure({ timeout: 60_000 });
  test("Continue as Guest sets the flag with its toast; signing out clears it", async ({ page, request }) => {
    await page.goto("/");
    const dialog = await openSignInDialog(page);
    await dialog.getByRole("tab", { name: "Guest" }).click();
    await dialog.getByRole("button", { name: "Continue as Guest" }).click();
    await expect(page.getByText("Continuing as Guest")).toBeVisible();
    await expect(page.getByText("You can browse content. Sign in anytime to access member features.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("guest"))).toBe("1");

    const email = uniqueEmail("guestthenmember");
    await createConfirmedMember(request, "Guest Then Member", email);
    await signInWithEmail(page, email);
    await skipTour(page);
    await page.evaluate(() => localStorage.setItem("guest", "1"));
    await page.getByRole("button", { name: `Account menu, signed in as ${email}` }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("guest"))).toBeNull();
  });
});

test.describe("first-visit dialog", () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ firstVisit: true });

  /** The welcome lets a newcomer read the page they came to; it opens on the next page they visit. */
  async function visitSecondPage(page: Page) {
    await expect(page.getByTestId("home-hero")).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole("dialog", { name: "Welcome!" })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Events", exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);
  }

  test("waits for a second page; offers member or guest; Send waits for the field; Back returns; shown once", async ({ page }) => {
    await page.goto("/");
    await visitSecondPage(page);
    const dialog = page.getByRole("dialog", { name: "Welcome!" });
    // It waits for the session check and a moment more, then loads its chunk.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Continue as Member" }).click();
    const signIn = page.getByRole("dialog", { name: "Sign in" });
    await expect(signIn.getByRole("button", { name: "Send" })).toBeDisabled();
    await signIn.getByLabel("Email").fill("someone@example.org");
    await expect(signIn.getByRole("button", { name: "Send" })).toBeEnabled();
    await signIn.getByRole("button", { name: "Phone" }).click();
    await expect(signIn.getByRole("button", { name: "Send" })).toBeDisabled();
    await signIn.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("dialog", { name: "Welcome!" }).getByRole("button", { name: "Continue as Guest" })).toBeVisible();
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    await expect(page.getByText("Continuing as Guest")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("guest"))).toBe("1");

    await page.evaluate(() => localStorage.removeItem("guest"));
    await page.goto("/");
    await visitSecondPage(page);
    await page.waitForTimeout(1500);
    await expect(page.getByRole("dialog", { name: "Welcome!" })).toHaveCount(0);
  });

  test("opens on the first page too, once the visitor has had time to read it", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(5000);
    await expect(page.getByRole("dialog", { name: "Welcome!" })).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: "Welcome!" })).toBeVisible({ timeout: 20_000 });
  });

  test("a member asks for a magic link from it", async ({ page, request }) => {
    const email = uniqueEmail("firstvisit");
    await createConfirmedMember(request, "First Visit", email);
    await page.goto("/");
    await visitSecondPage(page);
    await expect(page.getByRole("dialog", { name: "Welcome!" })).toBeVisible({ timeout: 15_000 });
    await page.getByRole("dialog", { name: "Welcome!" }).getByRole("button", { name: "Continue as Member" }).click();
    const signIn = page.getByRole("dialog", { name: "Sign in" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Magic Link Sent")).toBeVisible();
    await expect(signIn).toBeHidden();
    const mail = await latestMessage(request, email);
    expect(mail.subject).toContain("Your sign-in link");
  });
});

test.describe("roles", () => {
  test.describe.configure({ timeout: 60_000 });
  test("an admin member sees the Admin Portal link; the role goes with the session", async ({ page, request }) => {
    const email = uniqueEmail("admin");
    await createConfirmedMember(request, "Ada Admin", email);
    expect((await request.post("/api/test/roles", { data: { email, role: "admin" } })).status()).toBe(200);
    await page.goto("/");
    await signInWithEmail(page, email);
    await skipTour(page);
    await page.getByRole("button", { name: `Account menu, signed in as ${email}` }).click();
    await expect(page.getByRole("menuitem", { name: "Admin Portal" })).toHaveAttribute("href", "/admin-access");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: `Account menu, signed in as ${email}` }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Account menu", exact: true }).click();
    await expect(page.getByRole("menuitem", { name: "Admin Portal" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Member Login" })).toBeVisible();
  });
});
