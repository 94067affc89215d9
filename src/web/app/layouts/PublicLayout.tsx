import { lazy, Suspense, useEffect, useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Outlet, useLocation } from "react-router";
import { Breadcrumb } from "../../components/layout/Breadcrumb";
import { Footer } from "../../components/layout/Footer";
import { Header } from "../../components/layout/Header";
import { AuthDialogProvider } from "../../features/auth/AuthDialogProvider";
import { ThemeSongPlayer } from "../../features/player/ThemeSongPlayer";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { ComponentBoundary, PageErrorScreen } from "../errors/fallbacks";
import { PageLoader } from "../PageLoader";
import { markPageWorking } from "../prerendered";
import { WELCOME_AFTER_LOAD_MS } from "../deferred";
import { TakenOverApart } from "../TakenOverApart";
import { useDeferredMount } from "../useDeferredMount";

// Neither shows anything on a page's first paint: both arrive in their own chunks, after the page.
const TourHost = lazy(() => import("../../features/tour/TourHost").then((m) => ({ default: m.TourHost })));
const FirstVisitGate = lazy(() => import("../../features/auth/FirstVisitGate").then((m) => ({ default: m.FirstVisitGate })));
// What this browser keeps for a member follows their session (features/auth/browser-session.ts); nothing to draw.
const BrowserSessionWatch = lazy(() => import("../../features/auth/BrowserSessionWatch").then((m) => ({ default: m.BrowserSessionWatch })));

/** Its effect runs once the page beside it is in the browser's hands (taken over, for a server-drawn page). */
function PageWorking() {
  useEffect(markPageWorking, []);
  return null;
}

export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const welcomeReady = useDeferredMount(WELCOME_AFTER_LOAD_MS);
  const sessionWatchReady = useDeferredMount(0);
  // The same element while the address stays: the layout re-rendering (its texts arriving, the welcome's
  // timer) then never reaches a server-drawn page that React is still taking over, which would make it throw
  // the page's HTML away and draw it again behind the loading spinner.
  const page = useMemo(
    () => (
      <ErrorBoundary name="page" resetKey={pathname} fallback={(p) => <PageErrorScreen {...p} />}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageWorking />
        </Suspense>
      </ErrorBoundary>
    ),
    [pathname],
  );
  // The header and the footer are taken over apart from each other and from the page (TakenOverApart).
  const header = useMemo(
    () => (
      <TakenOverApart>
        <Header />
        <Breadcrumb />
      </TakenOverApart>
    ),
    [],
  );
  const footer = useMemo(
    () => (
      <TakenOverApart>
        <Footer />
      </TakenOverApart>
    ),
    [],
  );
  return (
    <AuthDialogProvider>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          {t("common.skipToContent")}
        </a>
        {header}
        {/* At least a screen tall, so the footer never shows (and then jumps away) while a page loads its data. */}
        <main id="main" className="min-h-svh flex-1" tabIndex={-1}>
          {page}
        </main>
        {footer}
        {sessionWatchReady && (
          <ComponentBoundary name="browser-session">
            <Suspense fallback={null}>
              <BrowserSessionWatch />
            </Suspense>
          </ComponentBoundary>
        )}
        <ComponentBoundary name="theme-song-player">
          <ThemeSongPlayer />
        </ComponentBoundary>
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
      </div>
    </AuthDialogProvider>
  );
}
