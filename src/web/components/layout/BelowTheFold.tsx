import { startTransition, useEffect, useState, type ReactNode } from "react";
import { useInBrowser } from "../../lib/stored-state";

/**
 * Content further down a page. A page the server draws carries it in its HTML (a guest reading a chapter gets
 * the chapter, as do search engines), and React takes it over with the rest of the page, in short slices.
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
  return show ? children : null;
}
