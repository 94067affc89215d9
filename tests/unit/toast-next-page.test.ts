import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastOnNextPage } from "../../src/web/lib/toast";

describe("a toast about the page a navigation brings (web/lib/toast.ts)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Astro's client router announces its steps on the document.
    vi.stubGlobal("document", new EventTarget());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows as soon as the next page is on screen, before its scripts have run, and only once", () => {
    const show = vi.fn();
    toastOnNextPage(show);
    vi.advanceTimersByTime(9_000);
    expect(show).not.toHaveBeenCalled();
    document.dispatchEvent(new Event("astro:after-swap"));
    expect(show).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event("astro:page-load"));
    document.dispatchEvent(new Event("astro:after-swap"));
    vi.advanceTimersByTime(60_000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("waits 20 s for a slow page before it shows anyway", () => {
    const show = vi.fn();
    toastOnNextPage(show);
    vi.advanceTimersByTime(19_999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event("astro:after-swap"));
    expect(show).toHaveBeenCalledTimes(1);
  });
});
