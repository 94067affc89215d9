import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import interaction, { type InteractionOptions } from "../../src/site/directives/interaction";

/** An island element as far as the directive touches it: events and one attribute. */
class FakeIsland extends EventTarget {
  readonly attributes = new Set<string>();
  setAttribute(name: string) {
    this.attributes.add(name);
  }
}

function startIsland(value: InteractionOptions | boolean = true) {
  const island = new FakeIsland();
  const hydrate = vi.fn(() => Promise.resolve());
  const load = vi.fn(() => Promise.resolve(hydrate));
  interaction(load, { name: "Island", value: value as string }, island as unknown as HTMLElement);
  return { island, hydrate, load };
}

/** A media query list whose answer the test sets (`wide.matches`, then a "change" event). */
let wide = Object.assign(new EventTarget(), { matches: false });
function wideWindow(query: string) {
  expect(query).toBe("(min-width: 80rem)");
  return wide;
}

/** The browser going idle: the directive fetches the island's code then (without requestIdleCallback, 200 ms on). */
async function idle() {
  await vi.advanceTimersByTimeAsync(200);
}

describe("client:interaction", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", Object.assign(new EventTarget(), { setTimeout, clearTimeout, matchMedia: (query: string) => wideWindow(query) }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("fetches the island's code when the browser is idle and hydrates it only at the first touch", async () => {
    const { island, hydrate, load } = startIsland();
    await idle();
    expect(load).toHaveBeenCalledOnce();
    expect(island.attributes.has("data-hydrates-on-touch")).toBe(true);
    expect(hydrate).not.toHaveBeenCalled();
    island.dispatchEvent(new Event("pointerdown"));
    expect(hydrate).toHaveBeenCalledOnce();
    island.dispatchEvent(new Event("keydown"));
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it("hydrates as soon as the code is in when the visitor touched the island before", async () => {
    const { island, hydrate } = startIsland();
    island.dispatchEvent(new Event("focusin"));
    expect(hydrate).not.toHaveBeenCalled();
    await idle();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it("does not count a touch elsewhere on the page", async () => {
    const { hydrate } = startIsland();
    await idle();
    window.dispatchEvent(new Event("touchstart"));
    expect(hydrate).not.toHaveBeenCalled();
  });

  it("hydrates at once when `now`, and after `after` milliseconds without a touch", async () => {
    const now = startIsland({ now: true });
    const later = startIsland({ after: 30_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(now.hydrate).toHaveBeenCalledOnce();
    await idle();
    expect(later.hydrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(later.hydrate).toHaveBeenCalledOnce();
  });

  it("hydrates at idle while a media query matches, and when the window grows to match it", async () => {
    wide = Object.assign(new EventTarget(), { matches: true });
    const already = startIsland({ media: "(min-width: 80rem)" });
    wide = Object.assign(new EventTarget(), { matches: false });
    const later = startIsland({ media: "(min-width: 80rem)" });
    await idle();
    expect(already.hydrate).toHaveBeenCalledOnce();
    expect(later.hydrate).not.toHaveBeenCalled();
    wide.matches = true;
    wide.dispatchEvent(Object.assign(new Event("change"), { matches: true }));
    expect(later.hydrate).toHaveBeenCalledOnce();
  });
});
