import type { Browser, Page } from "@playwright/test";
import { createConfirmedMember, PASSWORD, skipTour, uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test, waitingForIslands } from "./fixtures";
import { chooseSpanish } from "./support/language";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

const ADMIN_HEADERS = { "X-Admin-Request": "1" };

/** Switches /watch live (or back) through the admin API, as the sermons admin's Live stream tab does. */
async function setLive(admin: Page, liveNow: boolean) {
  const saved = await admin.request.put("/api/admin/sermons/live", {
    data: { provider: "youtube", url: "https://www.youtube.com/live/dQw4w9WgXcQ", liveNow, serviceMinutes: 90 },
    headers: ADMIN_HEADERS,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A returning member signed in through the API in the page's own cookie jar, tour already done. */
async function signInMember(page: Page, email: string) {
  const headers = { Origin: new URL(page.url()).origin };
  expect((await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers })).status()).toBe(200);
  expect((await page.request.put("/api/account/tour", { data: { completed: true }, headers })).status()).toBe(200);
}

async function newPage(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  await context.addInitScript(() => {
    try {
      localStorage.setItem("firstVisitDone", "1");
    } catch {
      // embeds have no storage
    }
  });
  await context.route(
    (url) => !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url.href),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>embed</title>" }),
  );
  return { context, page: await waitingForIslands(await context.newPage()) };
}

// The tests switch the site's one live state: they run one after the other, and never while another file's test
// does (push.spec.ts, visitor-edges.spec.ts).
test.describe.configure({ mode: "serial" });
test.use({ holdsTheLiveStream: true });

test.describe("/watch live state and chat", () => {
  // A muted member's refused post is a 403 the browser logs.
  test.use({ allowedConsoleError: /status of (403|429)/ });

  // Moved from admin-sermons.spec.ts: the live state is the site's, so only this file (run in order) switches it.
  test("/watch counts down to the next service; switched live it shows the stream with a badge; off again, the countdown", async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto("/watch");
    await expect(page.getByRole("heading", { level: 1, name: "Watch Live" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("watch-offline")).toContainText("We are not live right now.");
    await expect(page.getByTestId("watch-offline")).toContainText(/Next service: .+, .+ (PST|PDT)/);
    await expect(page.getByTestId("countdown")).toBeVisible();
    await expect(page.getByTestId("live-badge")).toHaveCount(0);
    await expect(page.getByTestId("latest-recordings").getByTestId("sermon-card")).toHaveCount(3);

    await signInAs(page, E2E_ADMINS.sermonWriter);
    await page.goto("/admin/sermons");
    await page.getByRole("tab", { name: "Live stream" }).click();
    const form = page.getByRole("form", { name: "Live stream" });
    await form.getByLabel("Stream type").selectOption("youtube");
    await form.getByLabel("Stream address").fill("https://www.youtube.com/live/dQw4w9WgXcQ");
    await form.getByLabel("Live now", { exact: false }).check();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("status")).toHaveText("Live stream settings saved.", { timeout: 30_000 });

    await page.goto("/watch");
    await expect(page.getByTestId("live-badge")).toHaveText("Live", { timeout: 30_000 });
    await expect(page.getByTestId("watch-live")).toContainText("We are live now. Welcome!");
    await expect(page.getByTitle("Live service stream")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);

    await chooseSpanish(page);
    await page.goto("/watch");
    await expect(page.getByTestId("live-badge")).toHaveText("En vivo", { timeout: 30_000 });
    await expect(page.getByTestId("watch-live")).toContainText("Estamos en vivo ahora");

    await page.goto("/admin/sermons");
    await page.getByRole("tab", { name: /Transmisión en vivo|Live stream/ }).click();
    await page.getByLabel(/En vivo ahora|Live now/).uncheck();
    await page.getByRole("button", { name: /Guardar|Save/ }).click();
    await expect(page.getByRole("status").filter({ hasText: /guardada|saved/ })).toBeVisible({ timeout: 30_000 });
    await page.goto("/watch");
    await expect(page.getByTestId("watch-offline")).toContainText("No estamos en vivo en este momento.", { timeout: 30_000 });
    await expect(page.getByTestId("live-badge")).toHaveCount(0);
  });

  test("the home page's banner and the header's Watch Live button turn live, and back, without a reload", async ({ page, browser }) => {
    test.setTimeout(120_000);
    // The page asks every 30 seconds (lib/live.ts): its clock is moved on instead of waited for.
    await page.clock.install();
    await page.goto("/");
    const banner = page.getByTestId("live-banner");
    const button = page.getByRole("banner").getByTestId("watch-live-button");
    await expect(banner).toHaveAttribute("data-live", "false");
    await expect(banner.getByRole("heading", { level: 2 })).toHaveText("Live Streaming Coming Soon");
    await expect(button).toHaveAttribute("data-live", "false");
    await expect(button).toHaveAccessibleName("Watch Live");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const admin = await newPage(browser);
    try {
      // An account of its own: the other tests here sign in as the sermon writer, and a code is accepted once.
      await signInAs(admin.page, E2E_ADMINS.liveSwitcher);
      await setLive(admin.page, true);
      /** Moves the page's clock past the next poll until the banner says `live` (the server's cache may respond once more). */
      const untilLive = (live: boolean) =>
        expect
          .poll(
            async () => {
              await page.clock.fastForward(31_000);
              return banner.getAttribute("data-live");
            },
            { timeout: 45_000, intervals: [500] },
          )
          .toBe(String(live));
      await untilLive(true);
      await expect(banner.getByRole("heading", { level: 2 })).toHaveText("We are live right now");
      await expect(banner.getByRole("link", { name: "Join the live service" })).toHaveAttribute("href", "/watch");
      await expect(button).toHaveAttribute("data-live", "true");
      await expect(button).toHaveAccessibleName("Watch Live (live now)");

      await setLive(admin.page, false);
      await untilLive(false);
      await expect(banner.getByRole("heading", { level: 2 })).toHaveText("Live Streaming Coming Soon");
      await expect(button).toHaveAttribute("data-live", "false");
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      await setLive(admin.page, false);
      await admin.context.close();
    }
  });

  test("two browsers chat during a live service; a guest reads and is asked to sign in; a moderator deletes from the admin portal", async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const ruth = uniqueEmail("ruth");
    const boaz = uniqueEmail("boaz");
    await createConfirmedMember(request, "Ruth Moab", ruth);
    await createConfirmedMember(request, "Boaz Bethlehem", boaz);

    const admin = await newPage(browser);
    await signInAs(admin.page, E2E_ADMINS.chatModerator);
    await setLive(admin.page, true);
    try {
      // Ruth starts as a guest: she reads, and the chat asks her to sign in.
      await page.goto("/watch");
      const chat = page.getByTestId("live-chat");
      await expect(chat.getByRole("heading", { name: "Live chat" })).toBeVisible({ timeout: 30_000 });
      await expect(chat.getByTestId("chat-connection")).toHaveText("Connected", { timeout: 30_000 });
      await chat.getByRole("button", { name: "Sign in to chat" }).click();
      const dialog = page.getByRole("dialog", { name: "Member Login" });
      await dialog.getByRole("tab", { name: "Sign In" }).click();
      await dialog.getByLabel("Email").fill(ruth);
      await dialog.getByLabel("Password").fill(PASSWORD);
      await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(dialog).toBeHidden();
      await skipTour(page);
      const ruthBox = chat.getByLabel("Your message");
      await expect(ruthBox).toBeVisible({ timeout: 30_000 });

      // Boaz on a phone-sized screen, in Spanish.
      const second = await newPage(browser, { width: 375, height: 812 });
      await chooseSpanish(second.context);
      await second.page.goto("/watch");
      await signInMember(second.page, boaz);
      await second.page.reload();
      const boazChat = second.page.getByTestId("live-chat");
      await expect(boazChat.getByRole("heading", { name: "Chat en vivo" })).toBeVisible({ timeout: 30_000 });
      await expect(boazChat.getByTestId("chat-connection")).toHaveText("Conectado", { timeout: 30_000 });

      const hello = `Good morning from Ruth ${Date.now()}`;
      await ruthBox.fill(hello);
      await expect(chat.getByText("characters left")).toHaveText(`${500 - hello.length} characters left`);
      await ruthBox.press("Enter");
      await expect(ruthBox).toHaveValue("");
      await expect(boazChat.getByTestId("chat-message").filter({ hasText: hello })).toContainText("Ruth Moab", { timeout: 5000 });

      const reply = `Buenos días, Ruth ${Date.now()}`;
      const boazBox = boazChat.getByLabel("Tu mensaje");
      await boazBox.fill(reply);
      await boazChat.getByRole("button", { name: "Enviar" }).click();
      await expect(chat.getByTestId("chat-message").filter({ hasText: reply })).toContainText("Boaz Bethlehem", { timeout: 5000 });

      // Too fast: the second message within two seconds is refused in Boaz's language. (Ruth's chat can show the
      // reply before Boaz's own page has its response and empties the box.)
      await expect(boazBox).toHaveValue("");
      await boazBox.fill("otra vez");
      await boazChat.getByRole("button", { name: "Enviar" }).click();
      await expect(boazChat.getByRole("alert")).toHaveText("Estás enviando mensajes demasiado rápido. Espera un momento e inténtalo de nuevo.");
      await expect(second.page.locator("body")).toHaveJSProperty("scrollWidth", 375);

      await expectNoSeriousA11yViolations(page);

      // The moderator deletes Boaz's reply from the admin portal, after confirming; both chats drop it.
      await admin.page.goto("/admin/sermons");
      await admin.page.getByRole("tab", { name: "Live chat" }).click();
      const item = admin.page.getByTestId("admin-chat-message").filter({ hasText: reply });
      await item.getByRole("button", { name: "Delete message by Boaz Bethlehem" }).click();
      await admin.page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(admin.page.getByRole("status").filter({ hasText: "Message deleted." })).toBeVisible({ timeout: 30_000 });
      await expect(chat.getByText(reply)).toHaveCount(0, { timeout: 5000 });
      await expect(boazChat.getByText(reply)).toHaveCount(0, { timeout: 5000 });
      await expect(boazChat.getByText(hello)).toBeVisible();

      // Muted from the admin portal, Boaz is told why he cannot post.
      await admin.page
        .getByTestId("admin-chat-message")
        .filter({ hasText: hello })
        .first()
        .waitFor();
      const boazItem = admin.page.getByTestId("admin-chat-message").filter({ hasText: reply });
      await boazItem.getByRole("button", { name: "Mute Boaz Bethlehem" }).click();
      await admin.page.getByRole("alertdialog").getByRole("button", { name: "Mute" }).click();
      await expect(admin.page.getByText("Boaz Bethlehem is muted.")).toBeVisible({ timeout: 30_000 });
      await expect(admin.page.getByRole("button", { name: "Unmute Boaz Bethlehem" })).toBeVisible();
      await boazBox.fill("¿Me oyen?");
      await boazChat.getByRole("button", { name: "Enviar" }).click();
      await expect(boazChat.getByRole("alert")).toHaveText("Un moderador te ha silenciado, así que no puedes escribir en este chat ahora.");
      await expectNoSeriousA11yViolations(admin.page);
      await admin.page.getByRole("button", { name: "Unmute Boaz Bethlehem" }).click();
      await expect(admin.page.getByText("Boaz Bethlehem can post again.")).toBeVisible({ timeout: 30_000 });
      await second.context.close();
    } finally {
      await setLive(admin.page, false);
      await admin.context.close();
    }
  });
});
