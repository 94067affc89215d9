import { describe, expect, it } from "vitest";
import { SessionCache } from "../../src/server/features/accounts/session-cache";
import { PublicCache } from "../../src/server/lib/http/public-cache";

const phoebe = { userId: "u1", name: "Phoebe", email: "phoebe@example.org", language: "en", expiresAt: new Date("2026-12-28T00:00:00Z") };

function sessionsAt(start = 1_000_000) {
  let now = start;
  const cache = new PublicCache({ ttlMs: 0 });
  const sessions = new SessionCache(cache, 5_000, () => now);
  return { sessions, cache, wait: (ms: number) => (now += ms) };
}

describe("the cache of members' sessions", () => {
  it("gives back a session read a moment ago, for five seconds", () => {
    const { sessions, wait } = sessionsAt();
    sessions.set("token-1", phoebe, sessions.generation());
    expect(sessions.get("token-1")).toEqual(phoebe);
    expect(sessions.get("token-2")).toBeUndefined();
    wait(4_999);
    expect(sessions.get("token-1")).toEqual(phoebe);
    wait(1);
    expect(sessions.get("token-1")).toBeUndefined();
  });

  it("drops every session when the sessions are cleared, here or by another server", () => {
    const { sessions, cache } = sessionsAt();
    sessions.set("token-1", phoebe, sessions.generation());
    cache.invalidate("sessions");
    expect(sessions.get("token-1")).toBeUndefined();
    sessions.set("token-1", phoebe, sessions.generation());
    cache.invalidateHere(["sessions"]);
    expect(sessions.get("token-1")).toBeUndefined();
  });

  it("drops them on every admin write too (everything is cleared)", () => {
    const { sessions, cache } = sessionsAt();
    sessions.set("token-1", phoebe, sessions.generation());
    cache.invalidateAll();
    expect(sessions.get("token-1")).toBeUndefined();
  });

  it("does not keep a session read while the sessions were being cleared", () => {
    const { sessions, cache } = sessionsAt();
    const before = sessions.generation();
    // A sign-out lands between the database read and keeping what it found.
    cache.invalidate("sessions");
    sessions.set("token-1", phoebe, before);
    expect(sessions.get("token-1")).toBeUndefined();
  });

  it("drops one session on its own, and keeps nothing when it is turned off", () => {
    const { sessions } = sessionsAt();
    sessions.set("token-1", phoebe, sessions.generation());
    sessions.delete("token-1");
    expect(sessions.get("token-1")).toBeUndefined();
    const off = new SessionCache(new PublicCache({ ttlMs: 0 }), 0);
    off.set("token-1", phoebe, off.generation());
    expect(off.get("token-1")).toBeUndefined();
  });

  it("neither keeps nor gives back a session while the other servers' clearing cannot reach this one", () => {
    let hearing = true;
    const sessions = new SessionCache(new PublicCache({ ttlMs: 0 }), 5_000, Date.now, () => hearing);
    sessions.set("token-1", phoebe, sessions.generation());
    hearing = false;
    expect(sessions.get("token-1")).toBeUndefined();
    sessions.set("token-2", phoebe, sessions.generation());
    hearing = true;
    expect(sessions.get("token-1")).toBeUndefined();
    expect(sessions.get("token-2")).toBeUndefined();
  });
});
