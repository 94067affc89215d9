import { describe, expect, it } from "vitest";
import { flatten } from "./support/flatten";
import en from "../../src/web/i18n/en.json";
import es from "../../src/web/i18n/es.json";

const english = flatten(en);
const spanish = flatten(es);

/** Strings that read the same in both languages (names, numbers, brands). */
const SAME_IN_BOTH = new Set(["footer.networks.facebook", "footer.networks.instagram", "footer.networks.youtube", "footer.networks.x", "home.visit.pastor"]);

describe("translations", () => {
  it("has every English key in Spanish and no extra Spanish keys", () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it("has no empty strings", () => {
    for (const [key, text] of [...Object.entries(english), ...Object.entries(spanish)]) {
      expect(text.trim(), key).not.toBe("");
    }
  });

  it("is really translated, not copied", () => {
    const copied = Object.keys(english).filter((key) => english[key] === spanish[key] && !SAME_IN_BOTH.has(key));
    expect(copied).toEqual([]);
  });

  it("keeps the same interpolation placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(english)) {
      expect(placeholders(spanish[key] ?? ""), key).toEqual(placeholders(english[key] ?? ""));
    }
  });

  it("quotes the specification's exact English strings", () => {
    expect(english["notFound.message"]).toBe("Oops! Page not found");
    expect(english["common.loadingPage"]).toBe("Loading page...");
    expect(english["errors.section"]).toBe("This section failed to load properly.");
    expect(english["errors.component"]).toBe("Component Error");
    expect(english["home.moments.error"]).toBe("Unable to load recent moments");
    expect(english["home.moments.emptyTitle"]).toBe("No photos available yet");
    expect(english["home.moments.emptyBody"]).toBe("Photos will appear here as they are added to the gallery");
    expect(english["player.note"]).toBe("Previews may play here. Tap below to hear the full track in the app (counts as a stream).");
    expect(english["breadcrumb.study"]).toBe("Bible Tools & Study");
  });
});
