import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver, environmentManager, timeoutManager, type TimeoutProvider } from "@tanstack/react-query";
import { createSharedTimer } from "../../src/web/lib/shared-timer";

const microtasks = () => Promise.resolve();

/** react-query's own provider (the browser's timers), put back after the test that replaces it. */
const defaultTimers: TimeoutProvider = {
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (callback, delay) => setInterval(callback, delay),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

describe("react-query's timers on one browser timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs every timer once, when it is due, in the order they fall due", async () => {
    const timer = createSharedTimer(() => Date.now());
    const ran: string[] = [];
    timer.setTimeout(() => ran.push("gc at 300 s"), 300_000);
    timer.setTimeout(() => ran.push("stale at 30 s"), 30_000);
    timer.setTimeout(() => ran.push("stale at 60 s"), 60_000);
    await microtasks();
    vi.advanceTimersByTime(29_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(["stale at 30 s"]);
    vi.advanceTimersByTime(30_000);
    expect(ran).toEqual(["stale at 30 s", "stale at 60 s"]);
    vi.advanceTimersByTime(240_000);
    expect(ran).toEqual(["stale at 30 s", "stale at 60 s", "gc at 300 s"]);
    vi.advanceTimersByTime(600_000);
    expect(ran).toHaveLength(3);
  });

  it("sets the browser's timer once for all the timers one task starts", async () => {
    const browserTimer = vi.spyOn(globalThis, "setTimeout");
    const timer = createSharedTimer(() => Date.now());
    for (let i = 0; i < 20; i++) timer.setTimeout(() => {}, 300_000 - i * 1000);
    expect(browserTimer).not.toHaveBeenCalled();
    await microtasks();
    expect(browserTimer).toHaveBeenCalledTimes(1);
    expect(browserTimer.mock.calls[0]?.[1]).toBe(281_000);
    browserTimer.mockRestore();
  });

  it("never runs a cleared timer, and still runs the ones after it", async () => {
    const timer = createSharedTimer(() => Date.now());
    const ran: string[] = [];
    const first = timer.setTimeout(() => ran.push("first"), 1000);
    timer.setTimeout(() => ran.push("second"), 2000);
    await microtasks();
    timer.clearTimeout(first);
    vi.advanceTimersByTime(5000);
    expect(ran).toEqual(["second"]);
  });

  it("moves the browser's timer earlier for a timer added later that falls due sooner", async () => {
    const timer = createSharedTimer(() => Date.now());
    const ran: string[] = [];
    timer.setTimeout(() => ran.push("late"), 60_000);
    await microtasks();
    vi.advanceTimersByTime(10_000);
    timer.setTimeout(() => ran.push("retry"), 1000);
    await microtasks();
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual(["retry"]);
  });

  it("runs a timer that a running timer starts", async () => {
    const timer = createSharedTimer(() => Date.now());
    const ran: string[] = [];
    timer.setTimeout(() => {
      ran.push("first");
      timer.setTimeout(() => ran.push("then"), 500);
    }, 1000);
    await microtasks();
    vi.advanceTimersByTime(1000);
    await microtasks();
    vi.advanceTimersByTime(500);
    expect(ran).toEqual(["first", "then"]);
  });

  it("still runs the other timers when one throws, and reports its error", async () => {
    const reported: unknown[] = [];
    const timer = createSharedTimer(
      () => Date.now(),
      (error) => reported.push(error),
    );
    const ran: string[] = [];
    timer.setTimeout(() => {
      throw new Error("a refetch that failed");
    }, 1000);
    timer.setTimeout(() => ran.push("same moment"), 1000);
    timer.setTimeout(() => ran.push("later"), 2000);
    await microtasks();
    vi.advanceTimersByTime(2000);
    expect(ran).toEqual(["same moment", "later"]);
    expect(reported).toEqual([new Error("a refetch that failed")]);
  });

  it("keeps the browser's own intervals", () => {
    const timer = createSharedTimer(() => Date.now());
    let polled = 0;
    const id = timer.setInterval(() => polled++, 2000);
    vi.advanceTimersByTime(6000);
    timer.clearInterval(id);
    vi.advanceTimersByTime(6000);
    expect(polled).toBe(3);
  });

  it("turns an answer stale and drops an unused one on time, as react-query's own timers do", async () => {
    // As in a browser: react-query sets no timers on a server.
    environmentManager.setIsServer(() => false);
    const shared = createSharedTimer(() => Date.now());
    const started = vi.spyOn(shared, "setTimeout");
    timeoutManager.setTimeoutProvider(shared);
    try {
      const client = new QueryClient({ defaultOptions: { queries: { gcTime: 300_000 } } });
      client.setQueryData(["events"], ["Sunday worship"]);
      const observer = new QueryObserver(client, { queryKey: ["events"], queryFn: async () => ["Sunday worship"], staleTime: 30_000 });
      const stop = observer.subscribe(() => {});
      expect(observer.getCurrentResult().isStale).toBe(false);
      await vi.advanceTimersByTimeAsync(29_000);
      expect(observer.getCurrentResult().isStale).toBe(false);
      await vi.advanceTimersByTimeAsync(2000);
      expect(observer.getCurrentResult().isStale).toBe(true);
      stop();
      await vi.advanceTimersByTimeAsync(299_000);
      expect(client.getQueryData(["events"])).toEqual(["Sunday worship"]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(client.getQueryData(["events"])).toBeUndefined();
      expect(started).toHaveBeenCalledWith(expect.any(Function), 30_001);
      expect(started).toHaveBeenCalledWith(expect.any(Function), 300_000);
    } finally {
      timeoutManager.setTimeoutProvider(defaultTimers);
      environmentManager.setIsServer(() => typeof window === "undefined");
    }
  });
});
