import { describe, expect, it } from "vitest";
import { CONTENT_BLOCKS, CONTENT_PAGES } from "../../src/shared/content-blocks";
import en from "../../src/web/features/content/admin/i18n/en.json";
import es from "../../src/web/features/content/admin/i18n/es.json";

describe("the content block catalogue", () => {
  it("names every block and every page in the admin page's English and Spanish texts", () => {
    for (const bundle of [en, es]) {
      const labels = bundle.content.blocks as Record<string, string>;
      const pages = bundle.content.pages as Record<string, string>;
      for (const block of CONTENT_BLOCKS) expect(labels[block.key.replaceAll(".", "_")], block.key).toBeTruthy();
      for (const page of CONTENT_PAGES) expect(pages[page], page).toBeTruthy();
    }
  });

  it("has unique keys, and every page has blocks", () => {
    const keys = CONTENT_BLOCKS.map((b) => b.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const page of CONTENT_PAGES) expect(CONTENT_BLOCKS.some((b) => b.page === page), page).toBe(true);
  });
});
