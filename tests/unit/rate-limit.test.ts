import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRateLimitStore } from "../../src/server/lib/rate-limit";

describe("in-memory rate limit", () => {
  afterEach(() => vi.useRealTimers());

  it("allows up to the limit in a window, then refuses with the seconds to wait", () => {
    const store = new MemoryRateLimitStore();
    const results = Array.from({ length: 4 }, () => store.hit("ip:1", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(60);
  });

  it("counts each key on its own and opens again after the window", () => {
    vi.useFakeTimers();
    const store = new MemoryRateLimitStore();
    store.hit("a", 1, 1000);
    expect(store.hit("a", 1, 1000).allowed).toBe(false);
    expect(store.hit("b", 1, 1000).allowed).toBe(true);
    vi.advanceTimersByTime(1001);
    expect(store.hit("a", 1, 1000).allowed).toBe(true);
  });
});
