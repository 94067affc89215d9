import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import interaction, { type InteractionOptions } from "../../src/site/directives/interaction";
import { HYDRATION_WANTED_EVENT } from "../../src/web/app/deferred";

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

/** The browser going idle: the directive fetches the island's code then (without requestIdleCallback, 200 ms on). */
async function idle() {
  await vi.advanceTimersByTimeAsync(200);
}

describe("client:interaction", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", Object.assign(new EventTarget(), { setTimeout, clearTimeout }));
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

  it("does not count a touch elsewhere on the page, unless told to", async () => {
    const own = startIsland();
    const anywhere = startIsland({ anywhere: true });
    await idle();
    window.dispatchEvent(new Event("touchstart"));
    expect(own.hydrate).not.toHaveBeenCalled();
    expect(anywhere.hydrate).toHaveBeenCalledOnce();
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

  it("an island listening page-wide hydrates when a toast asks for it", async () => {
    const { hydrate } = startIsland({ anywhere: true });
    await idle();
    window.dispatchEvent(new Event(HYDRATION_WANTED_EVENT));
    expect(hydrate).toHaveBeenCalledOnce();
  });
});
