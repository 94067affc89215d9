import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

/** A small photo-like JPEG (a gradient with grain) for the file input. */
async function photo(hue: number): Promise<Buffer> {
  const width = 960;
  const height = 640;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    raw[i * 3] = (hue + (i % width) / 8) % 256;
    raw[i * 3 + 1] = (Math.floor(i / width) / 3 + ((i * 7919) % 40)) % 256;
    raw[i * 3 + 2] = (255 - hue) % 256;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

async function deletePhotos(page: Page, titles: string[]) {
  const list = await page.request.get("/api/admin/gallery/photos");
  const { photos } = (await list.json()) as { photos: { id: string; title: { en: string } }[] };
  for (const p of photos.filter((p) => titles.includes(p.title.en))) {
    await page.request.delete(`/api/admin/gallery/photos/${p.id}`, { headers: { "X-Admin-Request": "1" } });
  }
}

test.describe("photo gallery", () => {
  test("an admin uploads two photos; they show on /community, open in the lightbox by keyboard, and lead Recent Moments", async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const older = `harvest-supper-${stamp}`;
    const newer = `carol-night-${stamp}`;
    const titles = [older, newer];
    await signInAs(page, E2E_ADMINS.photographer);
    try {
      await page.goto("/admin/gallery");
      await expect(page.getByRole("heading", { level: 1, name: "Photo gallery" })).toBeVisible({ timeout: 30_000 });
      await page.locator(`input[type="file"]`).setInputFiles([
        { name: `${older}.jpg`, mimeType: "image/jpeg", buffer: await photo(40) },
        { name: `${newer}.jpg`, mimeType: "image/jpeg", buffer: await photo(180) },
      ]);
      await page.getByLabel("Date taken (optional)").fill("2026-11-20");
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      const results = page.getByTestId("upload-results");
      await expect(results).toContainText("2 uploaded, 0 not uploaded.", { timeout: 30_000 });
      await expect(results).toContainText(`${older}.jpg: uploaded`);

      // The grid loads thumbnails only; the large renditions wait until a photo is opened.
      const large: string[] = [];
      page.on("request", (request) => {
        if (/-1600\.(webp|avif)$/.test(request.url())) large.push(request.url());
      });
      await page.goto("/community");
      const grid = page.getByTestId("gallery-grid");
      await expect(grid.getByTestId("gallery-photo").first()).toContainText(newer);
      await expect(grid.getByTestId("gallery-photo").nth(1)).toContainText(older);
      await expect(grid.locator("img").first()).toHaveAttribute("loading", "lazy");
      await expectNoSeriousA11yViolations(page);
      expect(large).toEqual([]);

      const newest = page.getByRole("button", { name: new RegExp(`^${newer}\\b`) });
      await newest.focus();
      await page.keyboard.press("Enter");
      const lightbox = page.getByTestId("lightbox");
      await expect(lightbox.getByRole("heading", { name: newer })).toBeVisible();
      await expect(lightbox).toContainText("Nov 20, 2026");
      await expect(lightbox.getByTestId("lightbox-image")).toHaveJSProperty("complete", true);
      expect(large.length).toBeGreaterThan(0);
      await page.keyboard.press("ArrowRight");
      await expect(lightbox.getByRole("heading", { name: older })).toBeVisible();
      await expect(lightbox).toContainText("Photo 2 of");
      await page.keyboard.press("Escape");
      await expect(lightbox).toBeHidden();
      await expect(page.getByRole("button", { name: new RegExp(`^${older}\\b`) })).toBeFocused();

      await page.setViewportSize({ width: 375, height: 812 });
      await expect(grid.getByTestId("gallery-photo").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto("/");
      const moments = page.getByTestId("moment");
      await expect(moments.first()).toContainText(newer);
      await expect(moments.nth(1)).toContainText(older);
    } finally {
      await deletePhotos(page, titles);
    }
  });
});

test.describe("an album's own page", () => {
  test("an admin writes an album's description in both languages, and sees no link to its page until it holds a photo", async ({ page }) => {
    const slug = `harvest-${Date.now().toString(36)}`;
    await signInAs(page, E2E_ADMINS.albumKeeper);
    await page.goto("/admin/gallery");
    await page.getByRole("tab", { name: "Albums" }).click();
    await page.getByRole("button", { name: "New album" }).click();
    const form = page.getByRole("form", { name: "New album" });
    await form.getByLabel("Name (English)").fill("Harvest supper");
    await form.getByLabel("Name (Spanish)").fill("Cena de la cosecha");
    await form.getByLabel("Description (English)").fill("Our autumn table, pies and all.");
    await form.getByLabel("Description (Spanish)").fill("Nuestra mesa de otoño, con pasteles y todo.");
    await form.getByLabel("Web address name").fill(slug);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Album saved.")).toBeVisible();

    const card = page.getByRole("listitem").filter({ hasText: `/community/albums/${slug}` });
    // No photo yet: no page to see.
    await expect(card.getByRole("link", { name: /See its page/ })).toHaveCount(0);
    await card.getByRole("button", { name: /^Edit/ }).click();
    const edit = page.getByRole("form", { name: "Edit album" });
    await expect(edit.getByLabel("Description (English)")).toHaveValue("Our autumn table, pies and all.");
    await expect(edit.getByLabel("Description (Spanish)")).toHaveValue("Nuestra mesa de otoño, con pasteles y todo.");
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole("button", { name: "Cancel" }).click();

    await card.getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Album deleted.")).toBeVisible();
    await expect(page.getByText(`/community/albums/${slug}`)).toHaveCount(0);
  });


  test("a visitor opens an album from /community, browses its photos, and comes back to the whole gallery", async ({ page }) => {
    await page.goto("/community");
    const albums = page.getByRole("navigation", { name: "Albums" });
    await expect(albums.getByRole("link", { name: "All photos" })).toHaveAttribute("aria-current", "page");
    const worship = albums.getByRole("link", { name: /^Worship & sacraments \((\d+)\)$/ });
    const count = Number(/\((\d+)\)$/.exec((await worship.textContent()) ?? "")?.[1]);
    await worship.click();

    await expect(page).toHaveURL(/\/community\/albums\/worship$/);
    await expect(page.getByRole("heading", { level: 1, name: "Worship & sacraments" })).toBeVisible();
    await expect(page).toHaveTitle(/^Worship & sacraments · /);
    await expect(page.getByTestId("album-summary")).toContainText(`${count} photos`);
    await expect(page.getByText("Sunday worship, a baptism in the river")).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Community" })).toHaveAttribute("href", "/community");
    await expect(breadcrumb.getByText("Album", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Albums" }).getByRole("link", { name: /^Worship/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("gallery-photo")).toHaveCount(count);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: /^Sunday Worship\b/ }).click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`Photo 1 of ${count}`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();

    await page.getByRole("link", { name: "All photos" }).first().click();
    await expect(page).toHaveURL(/\/community#gallery$/);
    await expect(page.getByRole("heading", { name: "Photo gallery" })).toBeInViewport();
  });

  test("reads in Spanish from its first byte", async ({ page }) => {
    await page.goto("/community/albums/fellowship?lang=es");
    await expect(page.getByRole("heading", { level: 1, name: "Compañerismo y familia" })).toBeVisible();
    await expect(page.getByText("Una comida compartida, el pescado frito")).toBeVisible();
    await expect(page.getByTestId("album-summary")).toContainText(/\d+ fotos/);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("an album that is not there", () => {
    // The page asks the API for the album, which responds 404: the browser logs it.
    test.use({ allowedConsoleError: /status of 404/ });

    test("says so and leads back to the gallery", async ({ page }) => {
      await page.goto("/community/albums/not-an-album?lang=es");
      await expect(page.getByRole("heading", { level: 1, name: "No encontramos este álbum" })).toBeVisible();
      await page.getByRole("link", { name: "Ver la galería" }).click();
      await expect(page).toHaveURL(/\/community(\?lang=es)?#gallery$/);
      await expect(page.getByRole("heading", { name: "Galería de fotos" })).toBeInViewport();
    });
  });
});
