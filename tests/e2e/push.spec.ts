import type { Page } from "@playwright/test";
import { startPushService } from "../support/push-service";
import { createConfirmedMember, PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

const ADMIN_HEADERS = { "X-Admin-Request": "1" };

// The page registers the site's service worker before subscribing (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });
// The live state is the site's one: this file switches it on and straight back off, one test at a time, and never
// while another file's test does (watch-chat.spec.ts, visitor-edges.spec.ts).
test.describe.configure({ mode: "serial" });
test.use({ holdsTheLiveStream: true });

let service: Awaited<ReturnType<typeof startPushService>>;
test.beforeAll(async () => {
  service = await startPushService();
});
test.afterAll(async () => service.stop());

/**
 * Chromium asks Google's push service for a subscription, which no test may reach: the page's PushManager
 * responds with a subscription of the loopback push service instead (its keys made by the test, as a browser
 * makes them). Everything after it is real: the page sends it to the server, which encrypts and signs for it.
 */
async function useLoopbackPushService(page: Page) {
  const sub = service.subscription();
  await page.addInitScript((fake) => {
    // The browser keeps its subscription across pages, as a real one does.
    const KEY = "test.pushSubscription";
    const make = () => ({
      endpoint: fake.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: fake.endpoint, expirationTime: null, keys: fake.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(KEY, fake.endpoint);
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(KEY) === fake.endpoint ? make() : null) as unknown as PushSubscription | null;
    };
  }, sub);
  return sub;
}

/**
 * The page registers the service worker when it loads, and a first install fetches every script of the site to keep
 * offline: on a busy machine that takes longer than a click waits. A visitor who turns notifications on has had it
 * installing since their first page; the tests wait for it as their visit would have.
 */
async function serviceWorkerInstalled(page: Page) {
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration("/"))?.active)), { timeout: 60_000 }).toBe(true);
}

async function signInMember(page: Page, email: string) {
  const headers = { Origin: new URL(page.url()).origin };
  expect((await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers })).status()).toBe(200);
  expect((await page.request.put("/api/account/tour", { data: { completed: true }, headers })).status()).toBe(200);
}

async function setLive(page: Page, liveNow: boolean) {
  const saved = await page.request.put("/api/admin/sermons/live", {
    data: { provider: "youtube", url: "https://www.youtube.com/live/dQw4w9WgXcQ", liveNow, serviceMinutes: 90 },
    headers: ADMIN_HEADERS,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test("a member turns notifications on in /settings, hears that the stream is live, and turns them off in one click", async ({ page, context, browser, request }) => {
  const email = uniqueEmail("push");
  await createConfirmedMember(request, "Phoebe Cenchreae", email);
  await context.grantPermissions(["notifications"]);
  const sub = await useLoopbackPushService(page);
  await page.goto("/");
  await signInMember(page, email);
  await page.goto("/settings");
  const section = page.getByTestId("notifications-section");
  await expect(section.getByRole("status")).toHaveText("Notifications are off for this device.");
  await serviceWorkerInstalled(page);
  await section.getByRole("button", { name: "Turn on notifications on this device" }).click();
  await expect(section.getByRole("status")).toHaveText("Notifications are on for this device.");
  // Not every kind: this member skips the church's announcements.
  await section.getByLabel("Announcements from the church").uncheck();
  await expect(page.getByText("Notification choices saved")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.getByRole("region", { name: "Notifications", exact: true }).screenshot({ path: test.info().outputPath(`settings-notifications-en-${width}.png`) });
  }

  // An admin switches the stream on: the server encrypts "We're live" for this browser and the push service gets it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto("/admin/login");
  await signInAs(admin, E2E_ADMINS.announcer);
  try {
    // Another test may have switched the stream on today already, and an admin's switch is told once a day.
    expect((await admin.request.post("/api/test/push/new-day", { headers: { Origin: new URL(admin.url()).origin } })).status()).toBe(200);
    await setLive(admin, true);
    await expect.poll(() => service.received.find((r) => r.id === sub.id)?.payload, { timeout: 20_000 }).toEqual({
      title: "We're live",
      body: "Living Water Home Church: the service is streaming now. Join us!",
      url: "/watch",
      tag: expect.any(String),
    });
  } finally {
    await setLive(admin, false);
  }
  // An announcement from Admin > Email > Notifications goes only to those who want announcements: not to this member.
  await admin.goto("/admin/email");
  await admin.getByRole("tab", { name: "Notifications" }).click();
  const form = admin.getByTestId("push-announcement");
  await form.getByRole("group", { name: "English" }).getByLabel("Title").fill("Potluck");
  await form.getByRole("group", { name: "English" }).getByLabel("Message").fill("Sunday after the service.");
  await form.getByRole("group", { name: "Spanish" }).getByLabel("Title").fill("Comida compartida");
  await form.getByRole("group", { name: "Spanish" }).getByLabel("Message").fill("El domingo después del culto.");
  await form.getByRole("button", { name: "Send notification" }).click();
  // Asked first with the number of devices (none: it is said, and nothing goes).
  const ask = admin.getByRole("alertdialog", { name: /^Send this notification to \d+ devices?\?$/ });
  const nobody = form.getByText("No device has announcements turned on yet");
  await expect(ask.or(nobody)).toBeVisible();
  if (await ask.isVisible()) {
    await ask.getByRole("button", { name: "Send notification" }).click();
    await expect(form.getByText(/^Sending to \d+ devices?\.$/)).toBeVisible();
  }
  await adminContext.close();

  await section.getByRole("button", { name: "Turn off on this device" }).click();
  await expect(section.getByRole("status")).toHaveText("Notifications are off for this device.");
  const state = await (await page.request.get("/api/push")).json();
  expect(state.endpoints).toEqual([]);
  expect(service.received.filter((r) => r.id === sub.id).map((r) => (r.payload as { title: string }).title)).toEqual(["We're live"]);
});

test("the notifications section speaks Spanish", async ({ page, context, request }) => {
  const email = uniqueEmail("push-es");
  await createConfirmedMember(request, "Lidia Tiatira", email);
  await context.grantPermissions(["notifications"]);
  await useLoopbackPushService(page);
  await page.goto("/?lang=es");
  await signInMember(page, email);
  await page.goto("/settings");
  const section = page.getByTestId("notifications-section");
  const card = page.getByRole("region", { name: "Notificaciones", exact: true });
  await expect(card).toBeVisible();
  await expect(section.getByRole("status")).toHaveText("Las notificaciones están desactivadas en este dispositivo.");
  await serviceWorkerInstalled(page);
  await section.getByRole("button", { name: "Activar notificaciones en este dispositivo" }).click();
  await expect(section.getByRole("status")).toHaveText("Las notificaciones están activadas en este dispositivo.");
  await expect(section.getByLabel("La transmisión del culto empieza en vivo")).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await card.screenshot({ path: test.info().outputPath(`settings-notifications-es-${width}.png`) });
  }
});

/** Whether this browser holds a push subscription now. */
const browserSubscribed = (page: Page) =>
  page.evaluate(async () => Boolean(await (await navigator.serviceWorker.getRegistration("/"))?.pushManager.getSubscription()));

async function turnOnNotifications(page: Page) {
  await page.goto("/settings");
  // The page's own reads are in (her contact details, read in a chunk of their own) before anything ends her session:
  // on a loaded machine that read came after the test expired it, and its 401 failed the test's console check.
  await expect(page.getByText("Your account is not linked to the church directory yet.", { exact: false })).toBeVisible();
  const section = page.getByTestId("notifications-section");
  // The page has read who is signed in (and let go of the member before, if any) before she turns them on.
  await expect(page.getByRole("button", { name: /^Account menu, signed in as/ })).toBeVisible();
  await serviceWorkerInstalled(page);
  await section.getByRole("button", { name: "Turn on notifications on this device" }).click();
  await expect(section.getByRole("status")).toHaveText("Notifications are on for this device.");
}

test("a browser's notifications leave with the member: a sign-out, another member signing in, an expired session", async ({ page, context, browser, request }) => {
  test.setTimeout(180_000);
  const [lydia, silas, dorcas] = [uniqueEmail("push-lydia"), uniqueEmail("push-silas"), uniqueEmail("push-dorcas")];
  await createConfirmedMember(request, "Lydia Thyatira", lydia);
  await createConfirmedMember(request, "Silas Companion", silas);
  await createConfirmedMember(request, "Dorcas Joppa", dorcas);
  await context.grantPermissions(["notifications"]);
  const sub = await useLoopbackPushService(page);
  const titlesFor = (id: string) => service.received.filter((r) => r.id === id).map((r) => (r.payload as { title: string }).title);

  // Dorcas, on her own phone, hears every announcement: the proof that each one has gone out.
  const phoneContext = await browser.newContext({ serviceWorkers: "allow" });
  await phoneContext.grantPermissions(["notifications"]);
  const phone = await phoneContext.newPage();
  const dorcasSub = await useLoopbackPushService(phone);
  await phone.goto("/");
  await signInMember(phone, dorcas);
  await turnOnNotifications(phone);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto("/admin/login");
  await signInAs(admin, E2E_ADMINS.announcer);
  /** An announcement to everyone who opted in; once Dorcas has it, whether this browser got it too. */
  const announce = async (title: string) => {
    const sent = await admin.request.post("/api/admin/push/announcements", { data: { title: { en: title, es: title }, body: { en: "See you there.", es: "Nos vemos." } }, headers: ADMIN_HEADERS });
    expect(sent.status(), await sent.text()).toBe(201);
    await expect.poll(() => titlesFor(dorcasSub.id), { timeout: 20_000 }).toContain(title);
  };
  const signOutFromMenu = async () => {
    await page.getByRole("button", { name: /^Account menu, signed in as/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();
  };

  try {
    // Lydia turns notifications on at the church's shared computer, and they reach it.
    await page.goto("/");
    await signInMember(page, lydia);
    await turnOnNotifications(page);
    await announce("Choir at seven");
    await expect.poll(() => titlesFor(sub.id), { timeout: 20_000 }).toContain("Choir at seven");

    // She signs out: the sign-out itself removes this browser's subscription, and the browser lets it go.
    await signOutFromMenu();
    await expect.poll(() => browserSubscribed(page)).toBe(false);
    await announce("Potluck after the service");
    expect(titlesFor(sub.id)).not.toContain("Potluck after the service");

    // She turns them on again and walks away signed in; Silas signs in on the same computer.
    await signInMember(page, lydia);
    await turnOnNotifications(page);
    await signInMember(page, silas);
    await page.goto("/");
    await expect(page.getByRole("button", { name: `Account menu, signed in as ${silas}` })).toBeVisible();
    await expect.poll(() => browserSubscribed(page)).toBe(false);
    await announce("Youth night");
    expect(titlesFor(sub.id)).not.toContain("Youth night");

    // Lydia again, and this time her session runs out before anyone comes back.
    await signOutFromMenu();
    await signInMember(page, lydia);
    await turnOnNotifications(page);
    expect((await page.request.post("/api/test/sessions/expire", { data: { email: lydia }, headers: { Origin: new URL(page.url()).origin } })).status()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();
    await expect.poll(() => browserSubscribed(page)).toBe(false);
    await announce("Bible study moves to Thursday");
    expect(titlesFor(sub.id)).not.toContain("Bible study moves to Thursday");
    expect(titlesFor(sub.id)).toEqual(["Choir at seven"]);
  } finally {
    await adminContext.close();
    await phoneContext.close();
  }
});
