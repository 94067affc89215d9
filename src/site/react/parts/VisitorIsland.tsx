import { Suspense } from "react";
import { WELCOME_AFTER_LOAD_MS } from "../../../web/app/deferred";
import { ComponentBoundary } from "../../../web/app/errors/fallbacks";
import { lazyPart } from "../../../web/app/lazy-part";
import { ToastHost } from "../../../web/app/ToastHost";
import { useDeferredMount } from "../../../web/app/useDeferredMount";
import { type FrameProps, PageFrame } from "../PageFrame";

// None shows anything on a page's first paint: each arrives in its own chunk, after the page.
// Offline, before the device kept their code, they wait for the network instead of failing (lazyPart).
const TourHost = lazyPart(() => import("../../../web/features/tour/TourHost").then((m) => m.TourHost));
const FirstVisitGate = lazyPart(() => import("../../../web/features/auth/FirstVisitGate").then((m) => m.FirstVisitGate));
// What this browser keeps for a member follows their session (features/auth/browser-session.ts); nothing to render.
const BrowserSessionWatch = lazyPart(() => import("../../../web/features/auth/BrowserSessionWatch").then((m) => m.BrowserSessionWatch));

function VisitorParts() {
  const welcomeReady = useDeferredMount(WELCOME_AFTER_LOAD_MS);
  const sessionWatchReady = useDeferredMount(0);
  return (
    <>
      {sessionWatchReady && (
        <ComponentBoundary name="browser-session">
          <Suspense fallback={null}>
            <BrowserSessionWatch />
          </Suspense>
        </ComponentBoundary>
      )}
      {welcomeReady && (
        <>
          <ComponentBoundary name="guided-tour">
            <Suspense fallback={null}>
              <TourHost />
            </Suspense>
          </ComponentBoundary>
          <ComponentBoundary name="first-visit">
            <Suspense fallback={null}>
              <FirstVisitGate />
            </Suspense>
          </ComponentBoundary>
        </>
      )}
      <ToastHost />
    </>
  );
}

/**
 * What the frame does for the visitor beyond the page, kept from page to page (transition:persist): the toasts of
 * every island (sonner's one queue), the first visit's welcome, the guided tour, and the watch that keeps this
 * browser's saved things in step with who is signed in. Rendered in the browser only: none shows on arrival.
 */
export default function VisitorIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <VisitorParts />
    </PageFrame>
  );
}
