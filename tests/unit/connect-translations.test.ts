import { describe, expect, it } from "vitest";
import { flatten } from "./support/flatten";
import connectEn from "../../src/web/features/connect/i18n/en.json";
import prayerEn from "../../src/web/features/prayer/i18n/en.json";
import { CONNECT_LIMITS } from "../../src/shared/connect";
import { PRAYER_CATEGORIES, PRAYER_VISIBILITIES } from "../../src/shared/prayer";

// Completeness in both languages is checked for every feature bundle by feature-translations.test.ts.

describe("the prayer wall's texts", () => {
  it("name every category and visibility", () => {
    const english = flatten(prayerEn);
    for (const c of PRAYER_CATEGORIES) expect(english[`prayer.category.${c}`], c).toBeTruthy();
    for (const v of PRAYER_VISIBILITIES) expect(english[`prayer.visibilityLabel.${v}`], v).toBeTruthy();
  });

  it("carry the shared form messages the connection forms use too", () => {
    expect(flatten(prayerEn)).toMatchObject(Object.fromEntries(Object.entries(flatten(connectEn)).filter(([k]) => k.startsWith("forms."))));
    expect(CONNECT_LIMITS.name).toBe(100);
  });
});
