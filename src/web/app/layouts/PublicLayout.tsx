import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { Breadcrumb } from "../../components/layout/Breadcrumb";
import { Footer } from "../../components/layout/Footer";
import { Header } from "../../components/layout/Header";
import { AuthDialogProvider } from "../../features/auth/AuthDialogProvider";
import { FirstVisitGate } from "../../features/auth/FirstVisitGate";
import { ThemeSongPlayer } from "../../features/player/ThemeSongPlayer";
import { TourHost } from "../../features/tour/TourHost";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { ComponentBoundary, PageErrorScreen } from "../errors/fallbacks";
import { PageLoader } from "../PageLoader";

export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <AuthDialogProvider>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          {t("common.skipToContent")}
        </a>
        <Header />
        <Breadcrumb />
        <main id="main" className="flex-1" tabIndex={-1}>
          <ErrorBoundary name="page" resetKey={pathname} fallback={(p) => <PageErrorScreen {...p} />}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
        <ComponentBoundary name="theme-song-player">
          <ThemeSongPlayer />
        </ComponentBoundary>
        <ComponentBoundary name="guided-tour">
          <TourHost />
        </ComponentBoundary>
        <ComponentBoundary name="first-visit">
          <FirstVisitGate />
        </ComponentBoundary>
      </div>
    </AuthDialogProvider>
  );
}
