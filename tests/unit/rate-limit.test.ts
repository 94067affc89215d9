import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRateLimitStore } from "../../src/server/lib/rate-limit";

describe("in-memory rate limit", () => {
  afterEach(() => vi.useRealTimers());

  it("allows up to the limit in a window, then refuses with the seconds to wait", async () => {
    const store = new MemoryRateLimitStore();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await store.hit("ip:1", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(60);
  });

  it("counts each key on its own and opens again after the window", async () => {
    vi.useFakeTimers();
    const store = new MemoryRateLimitStore();
    await store.hit("a", 1, 1000);
    expect((await store.hit("a", 1, 1000)).allowed).toBe(false);
    expect((await store.hit("b", 1, 1000)).allowed).toBe(true);
    vi.advanceTimersByTime(1001);
    expect((await store.hit("a", 1, 1000)).allowed).toBe(true);
  });

  it("says how many hits a key has in its window without counting one", async () => {
    vi.useFakeTimers();
    const store = new MemoryRateLimitStore();
    expect(await store.peek("a", 5, 1000)).toBe(0);
    await store.hit("a", 5, 1000);
    await store.hit("a", 5, 1000);
    expect(await store.peek("a", 5, 1000)).toBe(2);
    expect(await store.peek("a", 5, 1000)).toBe(2);
    vi.advanceTimersByTime(1001);
    expect(await store.peek("a", 5, 1000)).toBe(0);
  });
});
