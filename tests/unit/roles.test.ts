import { describe, expect, it } from "vitest";
import { holdsRole } from "../../src/shared/account-constants";

describe("holdsRole, the one place a member role is decided", () => {
  it("lets an admin act as a moderator (SPEC.md section 6)", () => {
    expect(holdsRole(["admin"], "moderator")).toBe(true);
  });

  it("does not make a moderator an admin", () => {
    expect(holdsRole(["moderator"], "admin")).toBe(false);
    expect(holdsRole(["moderator"], "moderator")).toBe(true);
  });

  it("gives a member without roles neither", () => {
    expect(holdsRole([], "moderator")).toBe(false);
    expect(holdsRole([], "admin")).toBe(false);
  });
});
