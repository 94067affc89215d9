import { describe, expect, it } from "vitest";
import { fromJson, jsonQueries, keptJson, toJson } from "../../src/site/react/frame-json";
import { jsonTexts, textsUnder } from "../../src/site/lib/texts";

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
    const texts = fromJson(jsonTexts("es", ["common", "nav"]));
    expect(Object.keys(texts)).toEqual(["common", "nav"]);
    expect(texts).toBe(textsUnder("es", ["common", "nav"]));
    expect(JSON.parse(jsonTexts("en", ["common"]))).toEqual(textsUnder("en", ["common"]));
  });

  it("leaves out a read with no value, which JSON would have made null", () => {
    const json = jsonQueries([[["site", "name"], "Living Water"], [["bible", "web", "verse-of-the-day"], undefined]]);
    expect(JSON.parse(json)).toEqual([[["site", "name"], "Living Water"]]);
  });
});
