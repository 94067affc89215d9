import { describe, expect, it } from "vitest";
import { REGISTRATION_STATUSES } from "../../src/shared/events-constants";
import { LANGUAGES } from "../../src/shared/i18n";
import { SIGNUP_CHOICE_FIELDS, SIGNUP_FIELD_KEYS } from "../../src/shared/inbox";
import { HEARD_FROM } from "../../src/shared/sms";
import { signupField } from "../../src/server/features/inbox/signup-source";
import en from "../../src/web/features/inbox/i18n/en.json";
import es from "../../src/web/features/inbox/i18n/es.json";

/**
 * Event Signups names every field a source gives in both languages (no "partySize" or "wantsVisit" on the page),
 * names every choice, and types every value so the page writes it in its language (issue 51).
 */
describe("the Event Signups fields", () => {
  const books = { en: en.inbox.signups, es: es.inbox.signups } as const;

  it.each(LANGUAGES)("has a label in %s for every field a source gives", (language) => {
    const labels = books[language].fields as Record<string, string>;
    for (const key of SIGNUP_FIELD_KEYS) {
      expect(labels[key], key).toBeTruthy();
      expect(labels[key], key).not.toBe(key);
    }
  });

  it.each(LANGUAGES)("names in %s every choice of the choice fields", (language) => {
    const choices = books[language].choices as Record<string, Record<string, string>>;
    const lists: Record<(typeof SIGNUP_CHOICE_FIELDS)[number], readonly string[]> = { heardFrom: HEARD_FROM, language: LANGUAGES, status: REGISTRATION_STATUSES };
    for (const field of SIGNUP_CHOICE_FIELDS) for (const choice of lists[field]) expect(choices[field]?.[choice], `${field}.${choice}`).toBeTruthy();
  });

  it("says where the people who text the church land, and where every other kind comes from", () => {
    for (const language of LANGUAGES) {
      const sources = books[language].sources as Record<string, string>;
      for (const kind of Object.keys(books[language].kinds)) expect(sources[kind], `${language} ${kind}`).toBeTruthy();
      expect(sources.text).toContain("{{keyword}}");
    }
    expect(books.en.intro).toContain("HOME");
    expect(books.es.intro).toContain("HOGAR");
  });

  it("types the stored values: dates, numbers, yes/no and choices, never 'yes' as text", () => {
    expect(signupField("visitDate", "2026-12-04")).toEqual({ key: "visitDate", value: { type: "date", date: "2026-12-04" } });
    expect(signupField("partySize", 3)).toEqual({ key: "partySize", value: { type: "number", number: 3 } });
    expect(signupField("wantsVisit", "yes")).toEqual({ key: "wantsVisit", value: { type: "yesno", yes: true } });
    expect(signupField("wantsVisit", "no")).toEqual({ key: "wantsVisit", value: { type: "yesno", yes: false } });
    expect(signupField("trial", true)).toEqual({ key: "trial", value: { type: "yesno", yes: true } });
    expect(signupField("heardFrom", "drove-by")).toEqual({ key: "heardFrom", value: { type: "choice", choice: "drove-by" } });
    expect(signupField("questions", "")).toBeUndefined();
    expect(signupField("questions", null)).toBeUndefined();
  });
});
