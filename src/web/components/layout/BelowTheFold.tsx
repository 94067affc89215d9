import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Content further down a page, drawn right after the part above it, in a transition: React then builds it in
 * short slices that leave the page responsive, instead of in the same long task as the first screen.
 * Nothing above it moves when it arrives, since it only adds to the bottom of the page.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    startTransition(() => setShow(true));
  }, []);
  return show ? children : null;
}
