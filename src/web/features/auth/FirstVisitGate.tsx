import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { guestFlag, useAccount } from "./account";
import { withAccountStrings } from "./account-strings";
import { firstVisit } from "./first-visit";

const FirstVisitDialog = lazy(withAccountStrings(() => import("./FirstVisitDialog").then((m) => ({ default: m.FirstVisitDialog }))));

/**
 * The welcome lets a newcomer look around first: it opens on the second page they visit, or after this long on
 * the first, never over the page they came to read (docs/decisions/0043-takeover-shorter-pieces-welcome-waits.md).
 */
const WELCOME_READING_MS = 15_000;
/** On the page they moved to, a moment for it to render before the welcome covers it. */
const WELCOME_NEXT_PAGE_MS = 800;

/** Shows the first-visit dialog to a visitor who is not signed in, has not chosen guest mode and has not seen it. */
export function FirstVisitGate() {
  const { loading, user } = useAccount();
  const [show, setShow] = useState(false);
  const { pathname } = useLocation();
  const [firstPage] = useState(pathname);
  const movedOn = pathname !== firstPage;
  // The sign-in pages and /settings already ask the visitor what they came for.
  const onSignInPage = /^\/(auth|settings)(\/|$)/.test(pathname);
  useEffect(() => {
    if (loading || user || onSignInPage || firstVisit.seen() || guestFlag.get()) return;
    const timer = window.setTimeout(() => setShow(true), movedOn ? WELCOME_NEXT_PAGE_MS : WELCOME_READING_MS);
    return () => window.clearTimeout(timer);
  }, [loading, user, onSignInPage, movedOn]);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <FirstVisitDialog onClose={() => setShow(false)} />
    </Suspense>
  );
}
