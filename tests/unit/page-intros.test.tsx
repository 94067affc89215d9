import { describe, expect, it } from "vitest";
import { isPrivatePath } from "../../src/server/features/seo/pages";
import { CONTENT_BLOCKS, pageIntroKey, PAGE_INTROS, pagePictureSources, pageTitleKey } from "../../src/shared/content-blocks";
import { publicFramePages } from "../support/site-pages";

/**
 * Pages of the public layout that open otherwise, each for a reason: the home page's hero has blocks of its own
 * (home.hero.*), and /unsubscribe only answers a link from an email.
 */
const OPEN_OTHERWISE: Record<string, string> = {
  "/": "home.hero.welcome",
  "/unsubscribe": "answers the unsubscribe link of a bulk email",
};

/**
 * The pages a visitor browses to: every static page of the public layout that is not a member's or an
 * admin's (SEO's private paths), not a redirect, and not a step inside a section (/store/cart is the store's,
 * /give/thank-you the giving page's: their headings name what they hold).
 */
function browsedPages(): string[] {
  return publicFramePages()
    .filter((page) => !page.redirect && page.path !== "*" && !page.path.includes(":") && !isPrivatePath(page.path))
    .map((page) => page.path)
    .filter((path) => path.split("/").length <= 2);
}

describe("page headings and welcomes", () => {
  it("every page a visitor browses to, as the router lists them, opens with its own editable heading and welcome", () => {
    const pages = browsedPages();
    expect(pages).toContain("/prayer");
    const withIntro = new Set<string>(PAGE_INTROS.map((page) => page.path));
    const missing = pages.filter((path) => !withIntro.has(path) && !OPEN_OTHERWISE[path]);
    expect(missing, "pages without a heading and welcome block").toEqual([]);
    // And no block for a page the router no longer has.
    expect([...withIntro].filter((path) => !pages.includes(path))).toEqual([]);
  });

  it("gives each such page a heading block and a welcome block, with a picture where the page opens with one", () => {
    const keys = new Map<string, { image?: boolean; maxLength: number }>(CONTENT_BLOCKS.map((block) => [block.key, block]));
    for (const { id, picture } of PAGE_INTROS) {
      expect(keys.get(pageTitleKey(id))?.maxLength, id).toBeLessThanOrEqual(80);
      expect(keys.get(pageIntroKey(id))?.image === true, id).toBe(picture);
    }
    expect(PAGE_INTROS.filter((page) => page.picture).map((page) => page.path)).toEqual(["/plan-visit", "/join-church", "/kingdom-builders-class"]);
  });

  it("serves a page picture in the width the screen needs, and any other address as it is", () => {
    expect(pagePictureSources("/demo/pages/visit-1280.webp")).toEqual({
      src: "/demo/pages/visit-1280.webp",
      srcSet: "/demo/pages/visit-640.webp 640w, /demo/pages/visit-1280.webp 1280w",
    });
    expect(pagePictureSources("/uploads/content/pictures/2026/11/ab12-1280.webp").srcSet).toContain("ab12-640.webp 640w");
    expect(pagePictureSources("https://photos.example.org/church-1280.webp")).toEqual({ src: "https://photos.example.org/church-1280.webp" });
    expect(pagePictureSources("/uploads/content/images/2026/11/cd34.webp")).toEqual({ src: "/uploads/content/images/2026/11/cd34.webp" });
  });
});
