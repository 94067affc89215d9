import { describe, expect, it } from "vitest";
import { LruCache } from "../../src/shared/lru-cache";

describe("LRU cache", () => {
  it("forgets the least recently used entry when full", () => {
    const cache = new LruCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("computes once and serves the stored answer afterwards, but never stores a failure", async () => {
    const cache = new LruCache<string>(10);
    let calls = 0;
    const compute = async () => `answer ${++calls}`;
    expect(await cache.getOrCompute("k", compute)).toBe("answer 1");
    expect(await cache.getOrCompute("k", compute)).toBe("answer 1");
    await expect(cache.getOrCompute("bad", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await cache.getOrCompute("bad", compute)).toBe("answer 2");
  });
});
