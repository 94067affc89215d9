import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { guestFlag, useAccount } from "./account";
import { withAccountStrings } from "./account-strings";
import { firstVisit } from "./first-visit";

const FirstVisitDialog = lazy(withAccountStrings(() => import("./FirstVisitDialog").then((m) => ({ default: m.FirstVisitDialog }))));

/** A moment after the page is up, so the welcome never competes with the page's first paint. */
const SHOW_AFTER_MS = 800;

/** Shows the first-visit dialog to a visitor who is not signed in, has not chosen guest mode and has not seen it. */
export function FirstVisitGate() {
  const { loading, user } = useAccount();
  const [show, setShow] = useState(false);
  // The sign-in pages and /settings already ask the visitor what they came for.
  const onSignInPage = /^\/(auth|settings)(\/|$)/.test(useLocation().pathname);
  useEffect(() => {
    if (loading || user || onSignInPage || firstVisit.seen() || guestFlag.get()) return;
    const timer = window.setTimeout(() => setShow(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [loading, user, onSignInPage]);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <FirstVisitDialog onClose={() => setShow(false)} />
    </Suspense>
  );
}
