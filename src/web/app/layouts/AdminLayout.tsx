import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Breadcrumb } from "../../components/layout/Breadcrumb";
import { Header } from "../../components/layout/Header";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { PageErrorScreen } from "../errors/fallbacks";
import { PageLoader } from "../PageLoader";

/** The admin portal's frame: the site header and breadcrumb; the guard and sidebar live in features/admin. */
export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <Header />
      <Breadcrumb />
      <main id="main" className="flex-1" tabIndex={-1}>
        <ErrorBoundary name="admin-page" resetKey={pathname} fallback={(p) => <PageErrorScreen {...p} />}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
