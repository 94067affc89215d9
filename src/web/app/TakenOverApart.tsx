import { Suspense, type ReactNode } from "react";

/**
 * A part of a server-drawn page that the browser takes over apart from the rest: React takes each Suspense
 * boundary of the server's HTML over in a pass of its own (drawing, committing, starting its effects), after the
 * part around it. A page taken over in one pass ended in one long task (its commit, then all its effects) that
 * held the phone's main thread; in parts, each task is short.
 *
 * Nothing inside waits for anything, so the fallback never shows: a page drawn in the browser alone draws it
 * with the rest. Its parent should pass the same element while the page stays (useMemo), as PublicLayout does:
 * new children reaching a part not yet taken over make React take that part over first, at their priority.
 */
export function TakenOverApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
