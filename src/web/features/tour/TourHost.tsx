import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { apiSend } from "../../lib/api";
import { useAccount, useSetAccount } from "../auth/account";
import { withAccountStrings } from "../auth/account-strings";
import { START_TOUR_EVENT } from "./tour-events";
import { TOUR_OFFER_DELAY_MS } from "./tour-steps";

// react-joyride is its own chunk, fetched only when a tour starts.
const GuidedTour = lazy(withAccountStrings(() => import("./GuidedTour").then((m) => ({ default: m.GuidedTour }))));

/**
 * SPEC.md section 4: the tour is offered to a signed-in member whose profile has has_completed_tour false,
 * 1.5 s after that check, or started by hand from the profile menu or /settings.
 */
export function TourHost() {
  const { user, me } = useAccount();
  const setAccount = useSetAccount();
  const [run, setRun] = useState(0);
  const offered = useRef(false);
  const pending = user !== null && me?.profile?.hasCompletedTour === false;

  useEffect(() => {
    if (!pending || offered.current) return;
    const timer = window.setTimeout(() => {
      offered.current = true;
      setRun((n) => n + 1);
    }, TOUR_OFFER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  useEffect(() => {
    const start = () => setRun((n) => n + 1);
    window.addEventListener(START_TOUR_EVENT, start);
    return () => window.removeEventListener(START_TOUR_EVENT, start);
  }, []);

  const end = useCallback(() => setRun(0), []);
  const complete = useCallback(() => {
    setRun(0);
    if (!user) return;
    // SPEC.md section 8: a failed update is logged only.
    apiSend("PUT", "/api/account/tour", { completed: true }).then(setAccount, (err: unknown) =>
      console.warn("Could not save the tour completion", err),
    );
  }, [user, setAccount]);

  if (run === 0) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour key={run} onComplete={complete} onEnd={end} />
    </Suspense>
  );
}
