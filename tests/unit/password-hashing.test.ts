import { describe, expect, it } from "vitest";
import { FAST_PASSWORD_HASHING, hashPassword, PRODUCTION_SCRYPT, verifyPassword } from "../../src/server/features/admin/credentials";

describe("admin password hashing", () => {
  it("stores scrypt at the production cost with a random salt, never the password", async () => {
    const first = await hashPassword("correct horse battery staple", PRODUCTION_SCRYPT);
    const second = await hashPassword("correct horse battery staple", PRODUCTION_SCRYPT);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toContain("correct horse");
    expect(second).not.toBe(first);
    expect(await verifyPassword("correct horse battery staple", first)).toBe(true);
    expect(await verifyPassword("Correct horse battery staple", first)).toBe(false);
  });

  it("uses the cheap cost only under the test runner, and verifies hashes of either cost", async () => {
    expect(FAST_PASSWORD_HASHING).toBe(process.env.NODE_ENV === "test");
    const quick = await hashPassword("a long passphrase");
    expect(quick).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("a long passphrase", quick)).toBe(true);
    expect(await verifyPassword("a long passphrase", "bcrypt$whatever")).toBe(false);
  });
});
