import { describe, expect, it } from "vitest";
import { callbackOutcome } from "../../src/shared/account-constants";
import en from "../../src/web/features/auth/i18n/en.json";
import es from "../../src/web/features/auth/i18n/es.json";

describe("/auth/callback outcome", () => {
  it.each([
    ["", "missing"],
    ["?confirmed=1", "confirmed"],
    ["?error=INVALID_TOKEN", "invalid"],
    ["?confirmed=1&error=INVALID_TOKEN", "invalid"],
    ["?error=TOKEN_EXPIRED", "expired"],
    ["?error=EXPIRED_TOKEN", "expired"],
    ["?error=ACCOUNT_DISABLED", "invalid"],
    ["?confirmed=yes", "missing"],
  ])("%s -> %s", (query, outcome) => {
    expect(callbackOutcome(new URLSearchParams(query))).toBe(outcome);
  });

  it("never tells a visitor without a link that their email is confirmed, in either language", () => {
    for (const strings of [en, es]) {
      const missing = strings.auth.callback.missing;
      expect(`${missing.title} ${missing.body}`).not.toMatch(/confirmed|confirmado/i);
      for (const outcome of ["confirmed", "expired", "invalid", "missing"] as const) {
        expect(strings.auth.callback[outcome].title.length).toBeGreaterThan(0);
        expect(strings.auth.callback[outcome].body.length).toBeGreaterThan(0);
      }
    }
  });
});
