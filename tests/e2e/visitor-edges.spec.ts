import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { chooseSpanish } from "./support/language";

/**
 * Issue 51, the visitors' list: what a visitor noticed on the public pages, each checked where it can occur
 * (both languages, a phone's 375 px and a laptop's 1366 px).
 */

const WIDTHS = [375, 1366] as const;

/** Whether the element's text spills out of its box (wider than it is, or past its parent's edges). */
function spills(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const parent = el.parentElement?.getBoundingClientRect();
    const overflow = el.scrollWidth > el.clientWidth + 1;
    const outside = parent ? box.left < parent.left - 0.5 || box.right > parent.right + 0.5 : false;
    return overflow || outside;
  });
}

test.describe("what visitors tripped over (issue 51)", () => {
  // Each test walks several pages, widths and both languages.
  test.describe.configure({ timeout: 180_000 });
  test("the month view's heading is written by each language's rules: 'diciembre de 2026', 'December 2026'", async ({ page }) => {
    await page.goto("/events?view=month");
    const english = await page.locator("h2[id^='calendar-title-']").innerText();
    expect(english).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await chooseSpanish(page);
    await page.goto("/events?view=month");
    // innerText: as drawn, after any CSS text-transform.
    const spanish = await page.locator("h2[id^='calendar-title-']").innerText();
    expect(spanish).toMatch(/^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/);
  });

  test.describe(() => {
    // It reads the live state as off: not while another file's test switches it on (watch-chat.spec.ts, push.spec.ts).
    test.use({ holdsTheLiveStream: true });

    test("/watch counts down in the plural forms of each language, and each unit fits its tile on a phone", async ({ page }) => {
      const live = (await (await page.request.get("/api/sermons/live")).json()) as { live: boolean; nextService?: { startsAt: string } };
      test.skip(live.live || !live.nextService, "a service is live now");
      const startsAt = new Date(live.nextService?.startsAt ?? "").getTime();
      // One day, one hour, one minute and one second before the service.
      await page.clock.setFixedTime(startsAt - (86_400 + 3_600 + 60 + 1) * 1000);
      await page.goto("/watch");
      const countdown = page.getByTestId("countdown");
      await expect(countdown.getByTestId("countdown-days")).toHaveText(/^day\s*1$|^1\s*day$/i);
      for (const [unit, word] of [
        ["days", "day"],
        ["hours", "hour"],
        ["minutes", "minute"],
        ["seconds", "second"],
      ] as const) {
        await expect(countdown.getByTestId(`countdown-${unit}`).locator("dt")).toHaveText(word);
        await expect(countdown.getByTestId(`countdown-${unit}`).locator("dd")).toHaveText("1");
      }
      await chooseSpanish(page);
      await page.goto("/watch");
      for (const [unit, word] of [
        ["days", "día"],
        ["hours", "hora"],
        ["minutes", "minuto"],
        ["seconds", "segundo"],
      ] as const) {
        await expect(countdown.getByTestId(`countdown-${unit}`).locator("dt")).toHaveText(word);
      }
      // Two of each: the plural.
      await page.clock.setFixedTime(startsAt - (2 * 86_400 + 2 * 3_600 + 2 * 60 + 2) * 1000);
      await page.goto("/watch");
      for (const [unit, word] of [
        ["days", "días"],
        ["hours", "horas"],
        ["minutes", "minutos"],
        ["seconds", "segundos"],
      ] as const) {
        await expect(countdown.getByTestId(`countdown-${unit}`).locator("dt")).toHaveText(word);
      }
      for (const width of [320, 375, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        for (const unit of ["days", "hours", "minutes", "seconds"]) {
          expect(await spills(countdown.getByTestId(`countdown-${unit}`).locator("dt")), `${unit} at ${width} px`).toBe(false);
        }
      }
    });
  });

  test("home: the upcoming-events button keeps its words inside its border on a phone", async ({ page }) => {
    for (const spanish of [false, true]) {
      if (spanish) await chooseSpanish(page);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto("/");
      const link = page.getByTestId("home-events-link");
      await link.scrollIntoViewIfNeeded();
      await expect(link).toContainText(spanish ? /próximos \d+ días/ : /in the next \d+ days/);
      const inside = await link.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return [...el.querySelectorAll("span, svg")].every((child) => {
          const c = child.getBoundingClientRect();
          return c.top >= box.top - 0.5 && c.bottom <= box.bottom + 0.5 && c.left >= box.left - 0.5 && c.right <= box.right + 0.5;
        });
      });
      expect(inside, spanish ? "es" : "en").toBe(true);
    }
  });

  test("the gallery lightbox hides the page behind it, and its count is not drawn on the church logo", async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/community");
      await page.getByTestId("gallery-photo").first().click();
      const lightbox = page.getByTestId("lightbox");
      await expect(lightbox).toContainText(/Photo 1 of \d+/);
      const backdrop = page.getByTestId("lightbox-backdrop");
      expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^(rgb\(|oklch\((?!.*\/))/);
      // Nothing of the page shows where the count is: the topmost element there is the lightbox's own.
      const count = lightbox.getByText(/Photo 1 of \d+/);
      const onTop = await count.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const logo = document.querySelector("header svg, header img");
        const logoBox = logo?.getBoundingClientRect();
        const at = document.elementsFromPoint(box.left + 2, box.top + box.height / 2);
        const firstNotOverlay = at.find((node) => !node.closest("[data-testid='lightbox']"));
        return { backdropAbove: firstNotOverlay?.getAttribute("data-testid") === "lightbox-backdrop", logoBox: logoBox ? [logoBox.left, logoBox.right] : null };
      });
      expect(onTop.backdropAbove, `${width} px`).toBe(true);
      await page.keyboard.press("Escape");
    }
  });

  test("/give: every frequency keeps to one line, at every width and in both languages", async ({ page }) => {
    for (const spanish of [false, true]) {
      if (spanish) await chooseSpanish(page);
      await page.goto("/give");
      const chips = page.getByTestId("give-frequencies").locator("label");
      await expect(chips).toHaveCount(4);
      for (const width of [320, 375, 414, 768, 1024, 1366, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        const heights = await chips.evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().height)));
        const lines = await chips.evaluateAll((labels) =>
          labels.map((label) => {
            // The words' own lines (the radio inside is hidden for sight).
            const words = [...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
            const range = document.createRange();
            if (words) range.selectNodeContents(words);
            return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
          }),
        );
        expect(lines, `${spanish ? "es" : "en"} at ${width} px`).toEqual([1, 1, 1, 1]);
        expect(new Set(heights).size, `${spanish ? "es" : "en"} at ${width} px`).toBe(1);
      }
    }
  });

  test("/events: only the chosen chip looks chosen, and the sign-in tabs keep their words inside on a phone", async ({ page }) => {
    await page.goto("/events");
    const chips = page.getByRole("group", { name: "Show" }).getByRole("button");
    const looks = () =>
      chips.evaluateAll((buttons) => buttons.map((b) => ({ pressed: b.getAttribute("aria-pressed") === "true", background: getComputedStyle(b).backgroundColor })));
    for (const chosen of [0, 2]) {
      await chips.nth(chosen).click();
      await expect(chips.nth(chosen)).toHaveAttribute("aria-pressed", "true");
      const all = await looks();
      const unchosen = new Set(all.filter((chip) => !chip.pressed).map((chip) => chip.background));
      expect(unchosen.size, "every chip not chosen looks the same").toBe(1);
      expect(unchosen.has(all.find((chip) => chip.pressed)?.background ?? "")).toBe(false);
    }

    await chooseSpanish(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/auth");
    const tabs = page.getByRole("dialog").getByRole("tab");
    await expect(tabs).toHaveCount(4);
    await expect(tabs.nth(3)).toHaveText("Registrarse");
    const fits = await tabs.evaluateAll((all) =>
      all.map((tab) => {
        const range = document.createRange();
        range.selectNodeContents(tab);
        const text = range.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return text.left - box.left >= 4 && box.right - text.right >= 4 && tab.scrollWidth <= tab.clientWidth;
      }),
    );
    expect(fits).toEqual([true, true, true, true]);
  });

  test("the podcast button shows the feed's address with a Copy button; the Spanish hint is in tú", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/sermons");
    const podcast = page.getByTestId("podcast-address");
    const field = podcast.getByLabel("Paste this address into Apple Podcasts, Spotify or any podcast app.");
    const address = new URL("/api/sermons/podcast.xml", page.url()).href;
    await expect(field).toHaveValue(address);
    await podcast.getByRole("button", { name: "Copy" }).click();
    await expect(podcast).toContainText("Address copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    // The address is a feed the podcast apps read.
    const feed = await page.request.get(address);
    expect(feed.headers()["content-type"]).toContain("xml");

    await chooseSpanish(page);
    await page.goto("/sermons");
    await expect(podcast.getByLabel("Pega esta dirección en Apple Podcasts, Spotify o cualquier aplicación de pódcast.")).toHaveValue(address);
    await expect(podcast.getByRole("button", { name: "Copiar" })).toBeVisible();
  });

  test("an anonymous prayer request without a title names its category once", async ({ page }) => {
    await page.goto("/prayer");
    const cards = page.getByTestId("prayer-card");
    await expect(cards.first()).toBeVisible();
    const anonymous = cards.filter({ hasText: "Pray for my son" });
    await expect(anonymous.getByRole("heading", { name: "Family" })).toBeVisible();
    await expect(anonymous.getByText("Family", { exact: true })).toHaveCount(1);
  });

  test("Spanish pages: one word for service times, the breadcrumb names the page as its heading does, /about names the church", async ({ page }) => {
    await chooseSpanish(page);
    await page.goto("/study");
    const heading = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await expect(page.getByRole("navigation", { name: /Ruta de navegación|Breadcrumb|Miga/i }).getByText(heading, { exact: true })).toBeVisible();
    await page.goto("/about");
    await expect(page.getByRole("main")).toContainText("Living Water Home Church comenzó");
    await expect(page.getByRole("main")).not.toContainText("La Iglesia Living Water Home");
    for (const path of ["/", "/plan-visit", "/watch"]) {
      await page.goto(path);
      await expect(page.locator("body"), path).not.toContainText(/horarios de servicio|servicio en vivo|próximo servicio|el servicio está/i);
    }
  });

  // Every public page in Spanish writes months and weekdays in lower case within a sentence: spanish-content.spec.ts
  // reads each Spanish page once for that and its other checks.
});
