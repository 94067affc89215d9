import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { holdLowerParts, lowerPartsHeld, lowerPartsReleased, onLowerPartsOpened, openLowerParts } from "../../src/web/lib/visitor-gate";

/** The browser's window, as far as the gate uses it: a target for the visitor's events. */
let page: EventTarget;

beforeEach(() => {
  page = new EventTarget();
  (globalThis as { window?: EventTarget }).window = page;
});

afterEach(() => {
  openLowerParts();
  delete (globalThis as { window?: EventTarget }).window;
});

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("the lower parts of a drawn page wait for the visitor", () => {
  it("are open unless a drawn page is being taken over", async () => {
    expect(lowerPartsHeld()).toBe(false);
    expect(await settled(lowerPartsReleased())).toBe(true);
  });

  it("wait while held, and are released by the visitor's first scroll, touch, click, key or focus", async () => {
    for (const type of ["scroll", "pointerdown", "touchstart", "click", "keydown", "focusin", "wheel"]) {
      holdLowerParts();
      const released = lowerPartsReleased();
      expect(lowerPartsHeld()).toBe(true);
      expect(await settled(released)).toBe(false);
      page.dispatchEvent(new Event(type));
      expect(lowerPartsHeld(), `${type} opens the gate`).toBe(false);
      expect(await settled(released)).toBe(true);
    }
  });

  it("tell every part waiting once when they open, and stop listening to the visitor then", () => {
    holdLowerParts();
    const told: string[] = [];
    const stop = onLowerPartsOpened(() => told.push("reader"));
    onLowerPartsOpened(() => told.push("search"));
    page.dispatchEvent(new Event("scroll"));
    page.dispatchEvent(new Event("keydown"));
    openLowerParts();
    expect(told).toEqual(["reader", "search"]);
    stop();
  });

  it("ignore what else happens on the page while held", async () => {
    holdLowerParts();
    page.dispatchEvent(new Event("load"));
    page.dispatchEvent(new Event("resize"));
    expect(lowerPartsHeld()).toBe(true);
    expect(await settled(lowerPartsReleased())).toBe(false);
  });
});
