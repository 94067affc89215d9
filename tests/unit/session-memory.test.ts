import { describe, expect, it } from "vitest";
import { SessionMemory } from "../../src/server/features/accounts/session-memory";
import { PublicCache } from "../../src/server/lib/http/public-cache";

const phoebe = { userId: "u1", name: "Phoebe", email: "phoebe@example.org", language: "en", expiresAt: new Date("2026-12-28T00:00:00Z") };

function memoryAt(start = 1_000_000) {
  let now = start;
  const cache = new PublicCache({ ttlMs: 0 });
  const memory = new SessionMemory(cache, 5_000, () => now);
  return { memory, cache, wait: (ms: number) => (now += ms) };
}

describe("the memory of members' sessions", () => {
  it("gives back a session read a moment ago, for five seconds", () => {
    const { memory, wait } = memoryAt();
    memory.keep("token-1", phoebe, memory.generation());
    expect(memory.recall("token-1")).toEqual(phoebe);
    expect(memory.recall("token-2")).toBeUndefined();
    wait(4_999);
    expect(memory.recall("token-1")).toEqual(phoebe);
    wait(1);
    expect(memory.recall("token-1")).toBeUndefined();
  });

  it("forgets every session when the sessions are cleared, here or by another server", () => {
    const { memory, cache } = memoryAt();
    memory.keep("token-1", phoebe, memory.generation());
    cache.invalidate("sessions");
    expect(memory.recall("token-1")).toBeUndefined();
    memory.keep("token-1", phoebe, memory.generation());
    cache.invalidateHere(["sessions"]);
    expect(memory.recall("token-1")).toBeUndefined();
  });

  it("forgets them on every admin write too (everything is cleared)", () => {
    const { memory, cache } = memoryAt();
    memory.keep("token-1", phoebe, memory.generation());
    cache.invalidateAll();
    expect(memory.recall("token-1")).toBeUndefined();
  });

  it("does not keep a session read while the sessions were being cleared", () => {
    const { memory, cache } = memoryAt();
    const before = memory.generation();
    // A sign-out lands between the database read and keeping what it found.
    cache.invalidate("sessions");
    memory.keep("token-1", phoebe, before);
    expect(memory.recall("token-1")).toBeUndefined();
  });

  it("forgets one session on its own, and keeps nothing when it is turned off", () => {
    const { memory } = memoryAt();
    memory.keep("token-1", phoebe, memory.generation());
    memory.forget("token-1");
    expect(memory.recall("token-1")).toBeUndefined();
    const off = new SessionMemory(new PublicCache({ ttlMs: 0 }), 0);
    off.keep("token-1", phoebe, off.generation());
    expect(off.recall("token-1")).toBeUndefined();
  });

  it("neither keeps nor gives back a session while the other servers' forgetting cannot reach this one", () => {
    let hearing = true;
    const memory = new SessionMemory(new PublicCache({ ttlMs: 0 }), 5_000, Date.now, () => hearing);
    memory.keep("token-1", phoebe, memory.generation());
    hearing = false;
    expect(memory.recall("token-1")).toBeUndefined();
    memory.keep("token-2", phoebe, memory.generation());
    hearing = true;
    expect(memory.recall("token-1")).toBeUndefined();
    expect(memory.recall("token-2")).toBeUndefined();
  });
});
