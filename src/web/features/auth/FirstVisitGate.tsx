import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { guestFlag, useAccount } from "./account";
import { withAccountStrings } from "./account-strings";
import { firstVisit } from "./first-visit";
import { WELCOME_READING_MS } from "../../app/deferred";

const FirstVisitDialog = lazy(withAccountStrings(() => import("./FirstVisitDialog").then((m) => ({ default: m.FirstVisitDialog }))));

/** On the page they moved to, a moment for it to draw before the welcome covers it. */
const WELCOME_NEXT_PAGE_MS = 800;

/** Shows the first-visit dialog to a visitor who is not signed in, has not chosen guest mode and has not seen it. */
export function FirstVisitGate() {
  const { loading, user } = useAccount();
  const [show, setShow] = useState(false);
  const { pathname } = useLocation();
  // The page the visitor opened is the document's first address (the client router keeps the document), whenever
  // this part came to be mounted (at the first touch, src/site/directives/interaction.ts).
  const [firstPage] = useState(openedPath);
  const movedOn = pathname !== firstPage;
  // The sign-in pages and /settings already ask the visitor what they came for.
  const onSignInPage = /^\/(auth|settings)(\/|$)/.test(pathname);
  useEffect(() => {
    if (loading || user || onSignInPage || firstVisit.seen() || guestFlag.get()) return;
    // The reading time counts from when the page was opened, not from when this part was mounted.
    const wait = movedOn ? WELCOME_NEXT_PAGE_MS : Math.max(WELCOME_NEXT_PAGE_MS, WELCOME_READING_MS - performance.now());
    const timer = window.setTimeout(() => setShow(true), wait);
    return () => window.clearTimeout(timer);
  }, [loading, user, onSignInPage, movedOn]);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <FirstVisitDialog onClose={() => setShow(false)} />
    </Suspense>
  );
}

/** The path of the address this document was opened at (the client router moves between pages in one document). */
function openedPath(): string {
  const [entry] = performance.getEntriesByType("navigation");
  return new URL(entry?.name ?? window.location.href).pathname;
}
