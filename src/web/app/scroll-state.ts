/**
 * Navigation state a link carries to say which part of the next page to scroll to (ScrollToTop then leaves the
 * scrolling to that part): the Bible reader, the gallery.
 */
type ScrollState<Target extends string> = { scrollTo: Target };

export function scrollTo<Target extends string>(target: Target): ScrollState<Target> {
  return { scrollTo: target };
}

/** Whether a navigation's state asks to scroll to `target`. */
export function scrollsTo(state: unknown, target: string): boolean {
  return typeof state === "object" && state !== null && (state as { scrollTo?: unknown }).scrollTo === target;
}

/** Whether a navigation's state asks to scroll to any part of the page. */
export function scrollsSomewhere(state: unknown): boolean {
  return typeof state === "object" && state !== null && "scrollTo" in state;
}
