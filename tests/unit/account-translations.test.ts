import { describe, expect, it } from "vitest";
import { flatten } from "./support/flatten";
import en from "../../src/web/features/auth/i18n/en.json";
import es from "../../src/web/features/auth/i18n/es.json";
import mainEn from "../../src/web/i18n/en.json";

const english = flatten(en);
const spanish = flatten(es);
/** Words that are the same in both languages. */
const SAME_IN_BOTH = new Set(["auth.errors.errorTitle", "settings.languages.en", "settings.languages.es"]);

describe("member account translations (a lazy bundle beside the main one)", () => {
  it("has every English key in Spanish and no extra ones", () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it("has no empty or copied strings and the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}|{(\w+)}/g)].map((m) => m[1] ?? m[2]).sort();
    for (const key of Object.keys(english)) {
      expect(english[key]?.trim(), key).not.toBe("");
      expect(spanish[key]?.trim(), key).not.toBe("");
      if (!SAME_IN_BOTH.has(key)) expect(spanish[key], key).not.toBe(english[key]);
      expect(placeholders(spanish[key] ?? ""), key).toEqual(placeholders(english[key] ?? ""));
    }
  });

  it("keeps SPEC.md's messages word for word", () => {
    expect(english["auth.validation.passwordsDoNotMatch"]).toBe("Passwords do not match");
    expect(english["auth.errors.emailNotConfirmed"]).toBe("Please check your email and click the confirmation link first.");
    expect(english["auth.errors.invalidCredentials"]).toBe("Invalid email or password. Please try again.");
    expect(english["auth.toast.guestTitle"]).toBe("Continuing as Guest");
  });

  it("uses no top-level section of the main bundle", () => {
    for (const section of Object.keys(en)) expect(Object.keys(mainEn)).not.toContain(section);
  });
});
