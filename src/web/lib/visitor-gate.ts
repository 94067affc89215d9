/**
 * The lower parts of a page the server drew are taken over by React only once the visitor comes near them or
 * does anything at all (scrolls, touches, clicks, types, focuses). Until then they stay the server's HTML: readable,
 * with working links, at no cost to the phone. A visitor who only reads the top of the page never pays for
 * the rest; one who scrolls pays for it in React's short slices while scrolling (`BelowTheFold`).
 *
 * The gate is shut only while a drawn page is being taken over (main.tsx calls `holdLowerParts`); a page
 * drawn in the browser alone never waits.
 */

type Listener = () => void;

let held = false;
let release: () => void = () => undefined;
let released: Promise<void> = Promise.resolve();
const listeners = new Set<Listener>();

/**
 * What a visitor does first: any of these opens the gate, before React sees the event (a screen reader may click
 * without a pointer going down first). Any scroll opens it too, however it comes (a jump to an anchor, the
 * browser restoring where a reloaded page was).
 */
const VISITOR_EVENTS = ["pointerdown", "touchstart", "click", "keydown", "focusin", "wheel", "scroll"] as const;

function onVisitor() {
  openLowerParts();
}

/** Shuts the gate until the visitor acts or a lower part comes near the screen. */
export function holdLowerParts(): void {
  if (held) return;
  held = true;
  released = new Promise((resolve) => {
    release = resolve;
  });
  for (const type of VISITOR_EVENTS) window.addEventListener(type, onVisitor, { capture: true, passive: true });
}

/** Opens the gate: every lower part waiting is taken over, in slices. */
export function openLowerParts(): void {
  if (!held) return;
  held = false;
  for (const type of VISITOR_EVENTS) window.removeEventListener(type, onVisitor, { capture: true });
  release();
  for (const listener of listeners) listener();
}

export function lowerPartsHeld(): boolean {
  return held;
}

/** Settles when the gate opens (already settled when it is open). */
export function lowerPartsReleased(): Promise<void> {
  return released;
}

export function onLowerPartsOpened(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
