import { describe, expect, it } from "vitest";
import type { AstroGlobal } from "astro";
import { fromJson, type Json, jsonQueries, keptJson, PAGE_TEXTS_ELEMENT_ID, toJson } from "../../src/site/react/frame-json";
import { jsonTexts, pageTextsJson, type TextTree, textsUnder } from "../../src/site/lib/texts";

/** What jsonTexts reads of a page's Astro global: its request's locals. */
const aPage = (language: "en" | "es") => ({ locals: { language } }) as unknown as AstroGlobal;

describe("an island's texts and reads as JSON text", () => {
  it("reads back what was written, and takes a value given as it is (a part rendered on the server)", () => {
    const reads = [[["events", "list"], { occurrences: [{ id: "a", title: "Prayer night" }] }]] as const;
    expect(fromJson(toJson(reads))).toEqual(reads);
    expect(fromJson(reads)).toBe(reads);
  });

  it("writes texts that stay the same once, and the server reads back the very same tree", () => {
    const tree = { common: { loading: "Loading..." } };
    const json = keptJson(tree);
    expect(keptJson(tree)).toBe(json);
    expect(fromJson(json)).toBe(tree);
    // Equal text from elsewhere (a browser's copy) is parsed, not confused with another tree.
    expect(fromJson(toJson({ other: "x" }))).toEqual({ other: "x" });
  });

  it("gives an island the language's texts under its keys, the same tree every request", () => {
    expect(textsUnder("es", ["common", "nav"])).toBe(textsUnder("es", ["common", "nav"]));
    const texts = fromJson(jsonTexts(aPage("es"), ["common", "nav"]));
    expect(Object.keys(texts)).toEqual(["common", "nav"]);
    expect(texts).toBe(textsUnder("es", ["common", "nav"]));
  });

  it("writes a page's texts once, for every island named before, and names them for each island", () => {
    const page = aPage("en");
    const header = jsonTexts(page, ["common", "nav", "errors"]);
    const reader = jsonTexts(page, ["common", "study", "errors"]);
    // An island's props name the texts: a few bytes, not a copy of each.
    expect(header.length).toBeLessThan(60);
    expect(fromJson(reader)).toBe(textsUnder("en", ["common", "study", "errors"]));
    const written = pageTextsJson(page);
    expect(JSON.parse(written)).toEqual(textsUnder("en", ["common", "errors", "nav", "study"]));
    // Nothing in a text can end the script the page writes them in.
    expect(written).not.toContain("<");
    // Named after the page wrote its texts (a component in the layout's slot), an island carries its own.
    expect(JSON.parse(jsonTexts(page, ["notFound"]))).toEqual(textsUnder("en", ["notFound"]));
    // Another request's page starts with none named.
    expect(Object.keys(JSON.parse(pageTextsJson(aPage("en"))) as object)).toEqual([]);
  });

  it("in the browser, reads an island's named texts from the page, once per page the client router brings", () => {
    const pages = [{ textContent: JSON.stringify({ common: { close: "Close" } }) }, { textContent: JSON.stringify({ common: { close: "Cerrar" } }) }];
    let shown = pages[0];
    const asked: string[] = [];
    const document = { getElementById: (id: string) => (asked.push(id), shown) };
    Object.assign(globalThis, { document });
    try {
      // As the browser gets it in an island's props: a name the server wrote, not one this process keeps.
      const name = "in-page:es:common" as Json<TextTree>;
      const first = fromJson(name);
      expect(first).toEqual({ common: { close: "Close" } });
      expect(fromJson(name)).toBe(first);
      shown = pages[1];
      expect(fromJson(name)).toEqual({ common: { close: "Cerrar" } });
      expect(new Set(asked)).toEqual(new Set([PAGE_TEXTS_ELEMENT_ID]));
    } finally {
      Reflect.deleteProperty(globalThis, "document");
    }
  });

  it("leaves out a read with no value, which JSON would have made null", () => {
    const json = jsonQueries([[["site", "name"], "Living Water"], [["bible", "web", "verse-of-the-day"], undefined]]);
    expect(JSON.parse(json)).toEqual([[["site", "name"], "Living Water"]]);
  });
});
