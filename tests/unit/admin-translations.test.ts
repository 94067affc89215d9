import { describe, expect, it } from "vitest";
import { flatten } from "./support/flatten";
import { AUDIT_ACTIONS } from "../../src/shared/admin-audit";
import { ADMIN_SCOPES } from "../../src/shared/admin-scopes";
import en from "../../src/web/i18n/admin.en.json";
import es from "../../src/web/i18n/admin.es.json";

const english = flatten(en);
const spanish = flatten(es);
const SAME_IN_BOTH = new Set(["settings.pastor", "health.uptimeValue"]);

describe("admin portal translations (lazily loaded 'admin' namespace)", () => {
  it("has the same keys in English and Spanish, none empty", () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of [...Object.entries(english), ...Object.entries(spanish)]) expect(text.trim(), key).not.toBe("");
  });

  it("is really translated and keeps the placeholders", () => {
    expect(Object.keys(english).filter((key) => english[key] === spanish[key] && !SAME_IN_BOTH.has(key))).toEqual([]);
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(english)) expect(placeholders(spanish[key] ?? ""), key).toEqual(placeholders(english[key] ?? ""));
  });

  it("names every change of the audit trail, in both languages", () => {
    for (const action of AUDIT_ACTIONS) {
      expect(english[`audit.${action}`], action).toBeTruthy();
      expect(spanish[`audit.${action}`], action).toBeTruthy();
    }
  });

  it("names every scope", () => {
    for (const scope of ADMIN_SCOPES) expect(english[`scopes.${scope}`], scope).toBeTruthy();
  });

  it("quotes the specification's admin error messages", () => {
    expect(english["errors.twoFactorFailed"]).toBe("2FA verification failed");
    expect(english["errors.authenticationFailed"]).toBe("Authentication failed");
    expect(english["errors.loginFailed"]).toBe("Login failed");
    expect(english["errors.magicLinkFailed"]).toBe("Failed to send magic link");
    expect(english["errors.emailRequiredForMagicLink"]).toBe("Email is required for magic link");
  });
});
