import { startTransition, Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useInBrowser } from "../../lib/stored-state";
import { lowerPartsHeld, lowerPartsReleased, onLowerPartsOpened, openLowerParts } from "../../lib/visitor-gate";

/** How near the screen a lower part may come before React takes it over. */
const NEAR_SCREEN = "0px 0px 400px 0px";

/** Waits, while a drawn page is being taken over, until the visitor acts or comes near (lib/visitor-gate.ts). */
function WaitForVisitor({ wait }: { wait: boolean }) {
  if (wait && lowerPartsHeld()) use(lowerPartsReleased());
  return null;
}

/** Says so once React has taken the part over (the marker's `data-lower-part`, which browser tests wait for). */
/** A loading state (a spinner, a skeleton) among the elements the server drew after the marker. */
function drawnStillLoading(marker: Element): boolean {
  for (let next = marker.nextElementSibling; next; next = next.nextElementSibling) {
    if (next.matches(LOADING) || next.querySelector(LOADING)) return true;
  }
  return false;
}

const LOADING = '[role="status"], [aria-busy="true"]';

function TakenOver({ onTakenOver }: { onTakenOver: (done: boolean) => void }) {
  useEffect(() => onTakenOver(true), [onTakenOver]);
  return null;
}

/**
 * Content further down a page. A page the server draws carries it in its HTML (a guest reading a chapter gets
 * the chapter, as do search engines). React takes it over only when the visitor comes near it or does
 * anything on the page (`lib/visitor-gate.ts`), so a phone showing the top of the page isn't kept busy with
 * the rest; `takeOverAtOnce` is for a page that must act on its lower part as it opens (scrolling to a verse).
 * A page drawn in the browser alone (after a click) draws it right after the part above it, in a transition:
 * React then builds it in short slices that leave the page responsive, instead of in the same long task as the
 * first screen. Nothing above it moves when it arrives, since it only adds to the bottom of the page.
 */
export function BelowTheFold({ children, takeOverAtOnce = false }: { children: ReactNode; takeOverAtOnce?: boolean }) {
  // False while the server draws the page and while the browser takes a drawn page over: drawn at once then.
  const inBrowser = useInBrowser();
  const [show, setShow] = useState(!inBrowser);
  useEffect(() => {
    if (!show) startTransition(() => setShow(true));
  }, [show]);

  // While the gate is shut, the part keeps the children it was drawn with: anything new reaching a part not yet
  // taken over would make React drop the server's HTML and draw it afresh. Once it opens, the newest children
  // are drawn, in a transition: React then takes the part over in slices first, not in one long task.
  const [opened, setOpened] = useState(() => !lowerPartsHeld());
  const [frozen, setFrozen] = useState(children);
  if ((opened || takeOverAtOnce) && frozen !== children) setFrozen(children);
  useEffect(() => {
    const open = () => startTransition(() => setOpened(true));
    if (!lowerPartsHeld()) open();
    return onLowerPartsOpened(open);
  }, []);
  const [takenOver, setTakenOver] = useState(false);
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <WaitForVisitor wait={!takeOverAtOnce} />
        {frozen}
        <TakenOver onTakenOver={setTakenOver} />
      </Suspense>
    ),
    [frozen, takeOverAtOnce],
  );

  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const at = marker.current;
    if (!at || !lowerPartsHeld()) return;
    // A part the server drew still loading (what it shows waits on a read the server didn't make) is taken over
    // at once, so what it waits for arrives.
    if (drawnStillLoading(at) || typeof IntersectionObserver === "undefined") {
      openLowerParts();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) openLowerParts();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(at);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div ref={marker} aria-hidden="true" data-lower-part={takenOver ? "taken-over" : "waiting"} />
      {show ? part : null}
    </>
  );
}
