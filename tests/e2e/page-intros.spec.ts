import sharp from "sharp";
import type { PublishedContent } from "../../src/shared/content-blocks";
import { pageIntroKey, PAGE_INTROS, pageTitleKey } from "../../src/shared/content-blocks";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { chooseSpanish } from "./support/language";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

// The admin test below rewrites a welcome and a picture: the visitor's check reads the texts before it.
test.describe.configure({ mode: "serial" });

test.describe("each public page's heading and welcome", () => {
  for (const language of ["en", "es"] as const) {
    test(`every page opens with the heading and welcome the church published, in ${language === "en" ? "English" : "Spanish"}, on a phone`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 375, height: 812 });
      if (language === "es") await chooseSpanish(page);
      const content = (await (await page.request.get("/api/content")).json()) as PublishedContent;
      for (const { id, path, picture } of PAGE_INTROS) {
        const heading = content[pageTitleKey(id)]?.[language] ?? "";
        const welcome = content[pageIntroKey(id)]?.[language] ?? "";
        expect(welcome, path).not.toBe("");
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
        await expect(page.getByTestId("page-welcome"), path).toHaveText(welcome);
        if (picture) {
          const box = page.getByTestId("page-picture");
          const image = box.locator("img");
          await expect(image, path).toHaveAttribute("srcset", /-640\.webp 640w, .*-1280\.webp 1280w/);
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: path }).toBeGreaterThan(0);
          const frame = await box.boundingBox();
          const title = await page.getByRole("heading", { level: 1 }).boundingBox();
          // The picture's box is its own 3:2 on a phone (reserved before the picture arrives), and comes first.
          expect(Math.round(((frame?.width ?? 0) / (frame?.height ?? 1)) * 10) / 10, path).toBe(1.5);
          expect(frame?.y ?? 0, path).toBeLessThan(title?.y ?? 0);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      }
    });
  }

  test("the pages that open with a picture, and the pages drawn on the server, do not jump while they arrive (CLS under 0.1 on a phone, in Spanish)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await chooseSpanish(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const path of [...PAGE_INTROS.filter((p) => p.picture).map((p) => p.path), "/events", "/give"]) {
      await page.goto(path);
      await expect(page.getByTestId("page-welcome"), path).toBeVisible();
      await page.waitForTimeout(1000);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      console.log(`${path} cumulative layout shift at 375 px: ${cls.toFixed(3)}`);
      expect(cls, path).toBeLessThan(0.1);
    }
  });

  test("the pages rendered on the server arrive with their heading and welcome in the HTML", async ({ request }) => {
    const content = (await (await request.get("/api/content")).json()) as PublishedContent;
    for (const { id, path } of PAGE_INTROS.filter((p) => ["/events", "/sermons", "/give", "/study"].includes(p.path))) {
      for (const language of ["en", "es"] as const) {
        const html = await (await request.get(language === "es" ? `${path}?lang=es` : path)).text();
        expect(html, path).toContain(`<html lang="${language}"`);
        const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
        expect(html, path).toMatch(new RegExp(`<h1[^>]*>${escape(content[pageTitleKey(id)]?.[language] ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
        expect(html, path).toContain(escape(content[pageIntroKey(id)]?.[language] ?? "-"));
      }
    }
  });
});

test.describe("Content > Page texts says what the site shows", () => {
  test("the /about story is published as the site shows it; a draft waits visibly; publishing shows live against new and asks first", async ({ page, browser }) => {
    test.setTimeout(150_000);
    await signInAs(page, E2E_ADMINS.pageWriter);
    await page.goto("/admin/content");
    await expect(page.getByRole("heading", { level: 2, name: "Page headings and welcomes (every page)" })).toBeVisible();

    // The demo's /about story: the editor holds exactly the text the site shows, and says so.
    const story = page.getByTestId("content-block-about.story");
    await expect(story.getByTestId("content-on-site")).toContainText("On the site: Living Water Home Church began");
    await expect(story).toContainText("Published");
    await expect(story.getByTestId("content-draft-waits")).toHaveCount(0);
    await story.getByRole("button", { name: /About page: our story/ }).click();
    await expect(story.getByTestId("content-live-state")).toHaveText("Published: the site shows exactly this text.");
    await expect(story.getByLabel("English")).toHaveValue(/^Living Water Home Church began/);
    const visitor = await browser.newPage();
    await visitor.goto("/about");
    await expect(visitor.locator("main")).toContainText("Living Water Home Church began over twenty years ago");

    // A draft of the community page's welcome (no other test reads it): saved, not live, and the list says both.
    const row = page.getByTestId(`content-block-${pageIntroKey("community")}`);
    await row.getByRole("button", { name: /Community \(\/community\): welcome/ }).click();
    const editor = page.getByTestId(`content-editor-${pageIntroKey("community")}`);
    const live = ((await (await page.request.get("/api/content")).json()) as PublishedContent)[pageIntroKey("community")]?.en ?? "";
    // Its own words each run, so a server the tests reuse still sees a change.
    const draft = `You belong here. Share a photo, start a conversation or find a group that meets near you (${Date.now() % 100_000}).`;
    await editor.getByLabel("English").fill(draft);
    await expect(editor.getByText("You have changes that are not saved yet.")).toBeVisible();
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor.getByRole("status")).toHaveText("Draft saved. Visitors still see the published text.");
    await expect(row).toContainText("Draft not published");
    await expect(row.getByTestId("content-on-site")).toHaveText(`On the site: ${live}`);
    await expect(row.getByTestId("content-draft-waits")).toHaveText(`Draft waiting: ${draft}`);
    await expect(editor.getByTestId("content-live-text")).toContainText(live);
    await visitor.goto("/community");
    await expect(visitor.getByTestId("page-welcome")).toHaveText(live);

    // Publish asks first, with the site's text beside the new one; cancelling changes nothing.
    await editor.getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = page.getByTestId("publish-preview");
    await expect(dialog.getByRole("heading", { name: "Publish “Community (/community): welcome”?" })).toBeVisible();
    await expect(dialog.getByTestId("publish-compare-en")).toContainText("On the site now");
    await expect(dialog.getByTestId("publish-compare-en").locator("del").first()).toBeVisible();
    await expect(dialog.getByTestId("publish-next-en").locator("ins", { hasText: "belong" })).toHaveCount(1);
    await expect(dialog.getByTestId("publish-compare-es")).toHaveText(/No change in this language\./);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Draft not published");
    await editor.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByTestId("publish-preview").getByRole("button", { name: "Publish now" }).click();
    await expect(editor.getByRole("status")).toHaveText("Published. The site shows it now.");
    await expect(row.getByTestId("content-on-site")).toHaveText(`On the site: ${draft}`);
    await expect(row.getByTestId("content-draft-waits")).toHaveCount(0);
    await expect(editor.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
    await visitor.goto("/community");
    await expect(visitor.getByTestId("page-welcome")).toHaveText(draft);

    // A new picture for the Kingdom Builders Class, uploaded, shown before and after, then on the page.
    const classRow = page.getByTestId(`content-block-${pageIntroKey("kingdomBuilders")}`);
    await classRow.getByRole("button", { name: /Kingdom Builders Class \(\/kingdom-builders-class\): welcome and picture/ }).click();
    const classEditor = page.getByTestId(`content-editor-${pageIntroKey("kingdomBuilders")}`);
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#2a9d8f" } }).jpeg().toBuffer();
    await classEditor.locator("input[type=file]").setInputFiles({ name: "class.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(classEditor.getByLabel("Picture address")).toHaveValue(/^\/uploads\/content\/pictures\/.+-1280\.webp$/);
    const uploaded = await classEditor.getByLabel("Picture address").inputValue();
    await classEditor.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByTestId("publish-preview").getByRole("img", { name: "Picture after publishing" })).toHaveAttribute("src", uploaded);
    await page.getByTestId("publish-preview").getByRole("button", { name: "Publish now" }).click();
    await expect(classEditor.getByRole("status")).toHaveText("Published. The site shows it now.");
    await visitor.goto("/kingdom-builders-class");
    const picture = visitor.getByTestId("page-picture").locator("img");
    await expect(picture).toHaveAttribute("src", uploaded);
    await expect(picture).toHaveAttribute("srcset", `${uploaded.replace(/-1280\.webp$/, "-640.webp")} 640w, ${uploaded} 1280w`);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await visitor.close();
  });
});
