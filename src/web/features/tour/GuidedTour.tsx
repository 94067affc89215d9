import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { EVENTS, Joyride, STATUS, type EventData, type Step } from "react-joyride";
import { isDisplayed, TOUR_START_DELAY_MS, tourStepsFor } from "./tour-steps";

interface GuidedTourProps {
  /** Finished or skipped: the caller stores has_completed_tour. */
  onComplete: () => void;
  /** Gone without finishing (unmounted, closed on the last step). */
  onEnd: () => void;
}

/**
 * SPEC.md section 4: continuous, scrolls to the first step, no beacon on the first step, Back / Close / Next /
 * "Finish Tour" / "Skip Tour" with "Next (Step X of Y)"; Escape or the overlay closes a step; a step whose
 * target is missing or hidden is skipped (forward, or backward when going back) with a console warning.
 */
export function GuidedTour({ onComplete, onEnd }: GuidedTourProps) {
  const { t } = useTranslation();
  const [run, setRun] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setRun(true), TOUR_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const steps = useMemo<Step[]>(
    () =>
      tourStepsFor(window.innerWidth, isDisplayed).map((spec, index) => ({
        target: spec.target,
        content: t(spec.contentKey),
        placement: spec.placement ?? "bottom",
        skipBeacon: index === 0,
        id: `${spec.contentKey}-${index}`,
      })),
    [t],
  );

  const handleEvent = (data: EventData) => {
    if (data.type === EVENTS.TARGET_NOT_FOUND) {
      console.warn(`Tour step ${data.index + 1} skipped: its target ${String(data.step.target)} is missing or hidden`);
    }
    if (data.type === EVENTS.TOUR_END || data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) {
      if (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) onComplete();
      else onEnd();
    }
  };

  return (
    <Joyride
      run={run}
      steps={steps}
      continuous
      scrollToFirstStep
      onEvent={handleEvent}
      locale={{
        back: t("tour.back"),
        close: t("tour.close"),
        last: t("tour.last"),
        next: t("tour.next"),
        nextWithProgress: t("tour.nextWithProgress"),
        skip: t("tour.skip"),
      }}
      options={{
        buttons: ["back", "close", "primary", "skip"],
        showProgress: true,
        overlayColor: "rgba(0, 0, 0, 0.5)",
        zIndex: 1000,
        primaryColor: "#1e3a8a",
        textColor: "#0f172a",
        dismissKeyAction: "close",
        overlayClickAction: "close",
        targetWaitTimeout: 300,
      }}
    />
  );
}
