import { expect, openHome, test } from "./fixtures";

test.describe("home page", () => {
  test("shows every section of the specification, in order", async ({ page }) => {
    await openHome(page);
    const order = await page.locator("main [data-testid]").evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute("data-testid")),
    );
    const sections = ["home-hero", "live-banner", "spiritual-home", "new-here", "welcome-home", "about-church", "leadership", "recent-moments", "why-choose", "visit-us", "landing"];
    expect(order.filter((id) => id && sections.includes(id))).toEqual(sections);
  });

  test("hero has the church name, tagline, service times card and the three main buttons", async ({ page }) => {
    await openHome(page);
    const hero = page.getByTestId("home-hero");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Living Water Home Church");
    await expect(hero).toContainText("Hear. Understand. Live.");
    const card = page.getByTestId("service-times-card");
    for (const text of ["Sunday School", "9:30 AM", "Sunday Worship", "11:00 AM", "Wednesday Bible Study", "7:00 PM"]) {
      await expect(card).toContainText(text);
    }
    for (const href of ["/plan-visit", "/watch", "/give"]) {
      await expect(hero.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });

  test("live streaming banner has its three tiles and two buttons", async ({ page }) => {
    await openHome(page);
    const banner = page.getByTestId("live-banner");
    await expect(banner.getByRole("heading", { name: "Live Streaming Coming Soon" })).toBeVisible();
    for (const text of ["Sunday 11:00 AM", "Worship Service", "Interactive Chat", "Connect with others", "HD Quality", "Clear audio & video"]) {
      await expect(banner).toContainText(text);
    }
    await expect(banner.getByRole("link", { name: "Watch Online" })).toHaveAttribute("href", "/watch");
    await expect(banner.getByRole("link", { name: "Previous Sermons" })).toHaveAttribute("href", "/sermons");
  });

  test("Your Spiritual Home has six cards whose links cover seven pages", async ({ page }) => {
    await openHome(page);
    const section = page.getByTestId("spiritual-home");
    await expect(section.getByRole("heading", { name: "Your Spiritual Home" })).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveCount(6);
    await expect(section.getByRole("link", { name: /^Explore/ })).toHaveCount(6);
    const hrefs = await section.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of ["/watch", "/sermons", "/study", "/events", "/prayer", "/community", "/give"]) {
      expect(hrefs).toContain(href);
    }
  });

  test("the other sections carry their content", async ({ page }) => {
    await openHome(page);
    const newHere = page.getByTestId("new-here");
    await expect(newHere.getByRole("heading", { name: "I'm New Here!" })).toBeVisible();
    await expect(newHere.locator('a[href="/plan-visit"]')).toBeVisible();
    await expect(newHere.locator('a[href="/watch"]')).toBeVisible();
    await expect(page.getByTestId("welcome-home").getByRole("heading", { name: "Welcome Home" })).toBeVisible();
    for (const text of ["Our Vision", "Our Mission", "Our Values"]) {
      await expect(page.getByTestId("about-church")).toContainText(text);
    }
    const leadership = page.getByTestId("leadership");
    await expect(leadership.getByRole("heading", { name: "Leadership Team" })).toBeVisible();
    await expect(leadership.getByRole("img")).toHaveCount(2);
    await expect(page.getByTestId("why-choose").getByRole("listitem")).toHaveCount(4);
  });

  test("Recent Moments shows the four newest photos with title, category and date", async ({ page }) => {
    await openHome(page);
    // The gallery test may have just uploaded two newer photos: the newest demo photo is among the four either way.
    const worship = page.getByTestId("moment").filter({ hasText: "Sunday Worship" });
    await expect(worship).toContainText("Worship");
    await expect(worship).toContainText("Nov 15, 2026");
    await expect(worship).toHaveAttribute("title", "Morning light fills the sanctuary during worship.");
    await expect(page.getByTestId("recent-moments").getByRole("link", { name: /gallery/i })).toHaveAttribute("href", "/community");
  });

  // Its empty and error states, as the server renders them: tests/unit/recent-moments.test.tsx.

  test("Visit Us lists the contact reading of the service times, the map and directions", async ({ page }) => {
    await openHome(page);
    const visit = page.getByTestId("visit-us");
    await expect(visit.getByRole("heading", { name: "Visit Us & Get Connected" })).toBeVisible();
    await expect(visit).toContainText("9:00 AM");
    await expect(visit).toContainText("10:00 AM");
    await expect(visit).toContainText("1420 Riverside Drive");
    await expect(visit.getByRole("link", { name: /Text HOME/ })).toHaveAttribute("href", /^sms:/);
    await expect(visit.locator('a[href="/events"]')).toBeVisible();
    await expect(visit.locator("iframe")).toHaveAttribute("src", /google\.com\/maps/);
    await expect(visit.getByRole("link", { name: /Get directions/ })).toHaveAttribute("target", "_blank");
  });

  test("the background playlist advances when a clip ends and wraps after the last", async ({ page }) => {
    await openHome(page);
    const video = page.getByTestId("background-video");
    await expect(video).toHaveAttribute("data-clip-index", "0");
    for (const expected of ["1", "2", "0"]) {
      await video.evaluate((v) => v.dispatchEvent(new Event("ended")));
      await expect(video).toHaveAttribute("data-clip-index", expected);
    }
    await expect(video.locator("source").first()).toHaveAttribute("src", "/demo/videos/home-1.webm");
  });

  test("the hero's clip starts once the page has hydrated, and stays still for a visitor who asked for less motion", async ({ page, request }) => {
    // The server's HTML does not start it: a phone decodes no video while it is still loading the page.
    const html = await (await request.get("/")).text();
    const videoTag = html.match(/<video[^>]*data-testid="background-video"[^>]*>/)?.[0];
    expect(videoTag).toBeDefined();
    expect(videoTag).not.toMatch(/\bautoplay\b/i);
    await openHome(page);
    const video = page.getByTestId("background-video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    // Hydrated (openHome waits for the page's islands), the clip has had every chance to start; it has not moved.
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, at: v.currentTime }))).toEqual({ paused: true, at: 0 });
  });

  test("announcements play at half speed and cycle through all four", async ({ page }) => {
    await openHome(page);
    const video = page.getByTestId("announcement-video");
    // Far down the page: nothing of it is fetched until the visitor plays it.
    await expect(video).toHaveAttribute("preload", "none");
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5);
    for (const expected of ["1", "2", "3", "0"]) {
      await video.evaluate((v) => v.dispatchEvent(new Event("ended")));
      await expect(video).toHaveAttribute("data-clip-index", expected);
    }
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5);
    await expect(page.getByTestId("landing")).toContainText("Sunday Worship at 11:00 AM");
  });
});
