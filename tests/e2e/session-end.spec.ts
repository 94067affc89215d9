import type { BrowserContext, Page } from "@playwright/test";
import type { EventList } from "../../src/shared/events";
import { createConfirmedMember, PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";

// The service worker is what this file is about (playwright.config.ts blocks it elsewhere). Offline reads fail on
// purpose, and a request after the session ended gets a 401 response.
test.use({ serviceWorkers: "allow", allowedConsoleError: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Failed to load resource|NetworkError/ });

/** Waits until the service worker has installed (the app's files kept) and controls the page. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
}

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** Signs in through the API in the browser's own cookie jar, as a returning member who has seen the tour. */
async function signIn(page: Page, email: string) {
  expect((await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers: origin(page) })).status()).toBe(200);
  expect((await page.request.put("/api/account/tour", { data: { completed: true }, headers: origin(page) })).status()).toBe(200);
}

/**
 * The responses the service worker keeps (under `path`, or any) whose text holds `text` (or any text): what anyone at
 * the browser could read in its storage, online or not.
 */
async function kept(page: Page, { text, path }: { text?: string; path?: string }) {
  return page.evaluate(
    async ({ text, path }) => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        if (name.startsWith("shell-") || name === "assets") continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const where = new URL(request.url).pathname;
          if (path && where !== path) continue;
          const body = (await (await cache.match(request))?.text()) ?? "";
          if (!text || body.includes(text)) found.push(`${name} ${where}`);
        }
      }
      return found;
    },
    { text, path },
  );
}

const NOTE_PATH = "/api/my-study/annotations/JHN/3";
const MINE_PATH = "/api/events/mine";

/**
 * Lydia, on the church's shared computer: signed in, she writes a private note on John 3:16, says she is going to
 * the Pie Social, and reads both with the service worker keeping them for when she is offline.
 */
async function lydiaReadsHerThings(page: Page) {
  const email = uniqueEmail("shared-pc");
  const note = `Whoever believes: that includes me (${Math.random().toString(36).slice(2, 8)}).`;
  await createConfirmedMember(page.request, "Lydia Thyatira", email);
  await page.goto("/study/JHN/3?v=16");
  await underServiceWorker(page);
  await signIn(page, email);
  expect((await page.request.put("/api/my-study/notes/JHN/3/16", { data: { body: note }, headers: origin(page) })).status()).toBe(200);
  const events = (await (await page.request.get("/api/events")).json()) as EventList;
  const pie = events.occurrences.find((o) => o.title.en === "Pie Social" && o.signup === "rsvp" && !o.cancelled);
  expect(pie, "the demo's Pie Social takes RSVPs").toBeDefined();
  if (pie) expect((await page.request.post(`/api/events/${pie.eventId}/${pie.date}/rsvp`, { headers: origin(page) })).status()).toBe(201);

  await page.reload();
  await expect(page.getByTestId("chapter-notes")).toContainText(note);
  await page.goto("/events");
  await expect(page.getByRole("region", { name: "My events" }).getByRole("link", { name: "Pie Social" })).toBeVisible();
  await page.goto("/study/JHN/3?v=16");
  await expect(page.getByTestId("chapter-notes")).toContainText(note);
  // Kept on this computer for her, as offline reading needs: the note the reader asked for. (Her events come in the
  // events page the server renders, which the worker never keeps for a member.) She signed in where the worker could
  // not see (through the API), so it learnt who she is from the pages' account reads: a private response asked for
  // before it knew, or while it was learning, is not kept (service-worker.ts, networkFirst). Once it knows, each read
  // is kept, in the background after the answer (on a loaded machine that has taken over 12 s). On a busy machine
  // the first read of the note raced that learning and was never kept; this is her second.
  await expect.poll(() => kept(page, { text: note }), { timeout: 30_000 }).not.toEqual([]);
  return { email, note };
}

/**
 * Lydia's session has ended; the next person sits down at the same computer, with no network (a guest, or another
 * member signed in). Nothing of hers is kept, nothing of hers is shown, and asking the worker for her responses
 * directly gets nothing of hers; what is the same for everyone (the chapter itself) still opens offline.
 */
async function nextPersonOffline(page: Page, context: BrowserContext, lydia: { email: string; note: string }, next: "guest" | "member" = "guest") {
  await expect.poll(() => kept(page, { text: lydia.note })).toEqual([]);
  expect(await kept(page, { text: lydia.email })).toEqual([]);
  expect(await kept(page, { path: MINE_PATH, text: "Pie Social" })).toEqual([]);
  if (next === "guest") {
    expect(await kept(page, { path: NOTE_PATH })).toEqual([]);
    expect(await kept(page, { path: MINE_PATH })).toEqual([]);
  }
  await context.setOffline(true);
  await page.goto("/study/JHN/3?v=16");
  await expect(page.getByTestId("reader-text")).toContainText("For God so loved the world");
  await expect(page.getByText(lydia.note)).toHaveCount(0);
  const [notes, mine, me] = await page.evaluate(
    (paths) => Promise.all(paths.map((path) => fetch(path).then((r) => r.text(), () => "no response"))),
    [NOTE_PATH, MINE_PATH, "/api/account/me"],
  );
  if (next === "guest") expect([notes, mine]).toEqual(["no response", "no response"]);
  expect(notes).not.toContain(lydia.note);
  expect(mine).not.toContain("Pie Social");
  expect(me).not.toContain(lydia.email);
  await context.setOffline(false);
}

test.describe("a shared computer: nothing of a member stays for the next person once their session ends", () => {
  test.describe.configure({ timeout: 120_000 });

  test("when she signs out from the menu", async ({ page, context }) => {
    const lydia = await lydiaReadsHerThings(page);
    await page.getByRole("button", { name: /^Account menu, signed in as/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();
    await nextPersonOffline(page, context, lydia);
  });

  test("when her sign-out request fails, and the page finishes it once the network is back", async ({ page, context }) => {
    const lydia = await lydiaReadsHerThings(page);
    await context.route("**/api/auth/sign-out", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: /^Account menu, signed in as/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByText("We couldn't sign you out. Check your connection and try again.")).toBeVisible();
    await nextPersonOffline(page, context, lydia);
    // The network is back: the next page finishes the sign-out by itself.
    await context.unroute("**/api/auth/sign-out");
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();
    expect((await (await page.request.get("/api/account/me")).json()).user).toBeNull();
  });

  test("when her session expires and the next person opens the site", async ({ page, context }) => {
    const lydia = await lydiaReadsHerThings(page);
    expect((await page.request.post("/api/test/sessions/expire", { data: { email: lydia.email }, headers: origin(page) })).status()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();
    await nextPersonOffline(page, context, lydia);
  });

  test("when her session's end date passes while the computer is offline", async ({ page, context }) => {
    const lydia = await lydiaReadsHerThings(page);
    const me = (await (await page.request.get("/api/account/me")).json()) as { user: { id: string } };
    // Her session ends in a moment (as if a month had passed since she last came), and nobody is online to ask. The
    // page's own account read (a month's end date) must not land after ours: let it settle, then tell the worker
    // until its record holds our date.
    await page.waitForLoadState("networkidle");
    const endsAt = await page.evaluate(() => Date.now() + 2500);
    await expect
      .poll(
        () =>
          page.evaluate(
            async ({ id, endsAt }) => {
              const worker = navigator.serviceWorker.controller;
              if (!worker) throw new Error("no service worker");
              await new Promise<void>((resolve) => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => resolve();
                worker.postMessage({ type: "member", id, expiresAt: new Date(endsAt).toISOString() }, [channel.port2]);
              });
              const record = await (await caches.open("meta")).match("/__sw/session");
              return record ? ((await record.json()) as { member: { expiresAt: number } | null }).member?.expiresAt : undefined;
            },
            { id: me.user.id, endsAt },
          ),
        { message: "the worker keeps the end date it was told" },
      )
      .toBe(endsAt);
    // The server's copy of her session runs out with it.
    expect((await page.request.post("/api/test/sessions/expire", { data: { email: lydia.email }, headers: origin(page) })).status()).toBe(200);
    await context.setOffline(true);
    await page.waitForTimeout(Math.max(0, endsAt - (await page.evaluate(() => Date.now())) + 300));
    await page.goto("/study/JHN/3?v=16");
    await expect(page.getByTestId("reader-text")).toContainText("For God so loved the world");
    await expect(page.getByText(lydia.note)).toHaveCount(0);
    await context.setOffline(false);
    await nextPersonOffline(page, context, lydia);
  });

  test("when another member signs in on the same computer", async ({ page, context, request }) => {
    const lydia = await lydiaReadsHerThings(page);
    const silas = uniqueEmail("silas");
    await createConfirmedMember(request, "Silas Companion", silas);
    // Silas signs in where Lydia left herself signed in.
    await signIn(page, silas);
    await page.goto("/study/JHN/3?v=16");
    await expect(page.getByRole("button", { name: `Account menu, signed in as ${silas}` })).toBeVisible();
    await expect(page.getByTestId("reader-text")).toContainText("For God so loved the world");
    await expect(page.getByText(lydia.note)).toHaveCount(0);
    await nextPersonOffline(page, context, lydia, "member");
  });

  test("when she deletes her account", async ({ page, context }) => {
    const lydia = await lydiaReadsHerThings(page);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByLabel("Type your password to confirm").fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Your account was deleted.")).toBeVisible();
    await nextPersonOffline(page, context, lydia);
  });
});
