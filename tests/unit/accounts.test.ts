import { describe, expect, it } from "vitest";
import { signUpForm } from "../../src/shared/account";
import { defaultUsername } from "../../src/shared/account-constants";
import { usernameFor } from "../../src/server/features/accounts/service";
import { tooManyAttempts } from "../../src/server/features/accounts/rate-limits";

describe("member account rules", () => {
  it("defaults the username to the lowercased full name without spaces", () => {
    expect(defaultUsername("Maria  De La Cruz")).toBe("mariadelacruz");
    expect(usernameFor("José Ángel", "ja@example.org")).toBe("joséángel");
    expect(usernameFor("O'Brien Smith", "ob@example.org")).toBe("obriensmith");
    expect(usernameFor("X", "xavier.l@example.org")).toBe("xavier.l");
  });

  it("checks the sign-up form as SPEC.md section 5 says", () => {
    const base = { fullName: "Ann Lee", email: "ann@example.org", password: "secret1", confirmPassword: "secret1" };
    expect(signUpForm.safeParse(base).success).toBe(true);
    const messages = (value: object) => signUpForm.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ ...base, confirmPassword: "secret2" })).toEqual(["auth.validation.passwordsDoNotMatch"]);
    expect(messages({ ...base, password: "12345", confirmPassword: "12345" })).toEqual(["auth.validation.passwordTooShort"]);
    expect(messages({ ...base, fullName: "" })).toEqual(["auth.validation.signUpRequired"]);
    expect(messages({ ...base, phone: "559 555 0100" })).toEqual(["auth.validation.phoneInvalid"]);
    expect(signUpForm.safeParse({ ...base, phone: "+15595550100", username: "" }).success).toBe(true);
  });

  it("says how many minutes to wait when attempts are refused", () => {
    expect(tooManyAttempts(61).message).toBe("Too many attempts, try again in 2 minutes.");
    expect(tooManyAttempts(30).message).toBe("Too many attempts, try again in 1 minute.");
    expect(tooManyAttempts(900).status).toBe(429);
  });
});
