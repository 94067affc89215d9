import { startTransition, useEffect, useMemo, useState, type ReactNode } from "react";
import { TakenOverApart } from "../../app/TakenOverApart";
import { useInBrowser } from "../../lib/stored-state";

/**
 * Content further down a page. A page the server draws carries it in its HTML (a guest reading a chapter gets
 * the chapter, as do search engines), and React takes it over after the part above it, in a pass of its own
 * (TakenOverApart).
 * A page drawn in the browser alone (after a click) draws it right after the part above it, in a transition:
 * React then builds it in short slices that leave the page responsive, instead of in the same long task as the
 * first screen. Nothing above it moves when it arrives, since it only adds to the bottom of the page.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  // False while the server draws the page and while the browser takes a drawn page over: drawn at once then.
  const inBrowser = useInBrowser();
  const [show, setShow] = useState(!inBrowser);
  useEffect(() => {
    if (!show) startTransition(() => setShow(true));
  }, [show]);
  // The same element when this re-renders alone (once taken over, useInBrowser turns true): new children would
  // reach the part below before it is taken over, and make React take it over at once.
  const below = useMemo(() => <TakenOverApart>{children}</TakenOverApart>, [children]);
  return show ? below : null;
}
