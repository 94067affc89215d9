/**
 * The time a page is drawn at. A page drawn on the server is taken over by the browser at the time it was drawn,
 * so what depends on the time (a countdown's seconds, whether an event has ended, today's verse) reads the same in
 * both drawings; if it did not, React would throw the drawn page away and draw it again. After the takeover
 * (markPageWorking) it is the clock again.
 */
let heldAt: number | undefined;

export const pageClock = {
  /** Now, or the time the page being drawn or taken over was drawn at. */
  now: (): number => heldAt ?? Date.now(),
  /** now() answers `time` until release(). */
  hold: (time: number): void => {
    heldAt = time;
  },
  release: (): void => {
    heldAt = undefined;
  },
};
