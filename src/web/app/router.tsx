import { lazy } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { ADMIN_SECTIONS } from "../../shared/site-map";
import { ADMIN_SECTION_PAGES } from "../features/admin/section-pages";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { RouteErrorScreen } from "./errors/RouteErrorScreen";
import { AdminLayout } from "./layouts/AdminLayout";
import { LeaveForTheSite } from "./LeaveForTheSite";
import { ScrollToTop } from "./ScrollToTop";

// The admin portal: its own chunks, never part of the public pages' first load.
const AdminFrame = lazy(() => import("../features/admin/AdminFrame").then((m) => ({ default: m.AdminFrame })));
const AdminPortal = lazy(() => import("../features/admin/AdminPortal").then((m) => ({ default: m.AdminPortal })));
const AdminLoginRoute = lazy(() => import("../features/admin/pages/AdminLoginPage").then((m) => ({ default: m.AdminLoginRoute })));
const AdminCallbackRoute = lazy(() =>
  import("../features/admin/pages/AdminCallbackPage").then((m) => ({ default: m.AdminCallbackRoute })),
);
const AdminDashboardPage = lazy(() => import("../features/admin/pages/DashboardPage").then((m) => ({ default: m.DashboardPage })));
const AdminNotFound = lazy(() => import("../features/admin-shell/AdminNotFound").then((m) => ({ default: m.AdminNotFound })));

/**
 * Declarative routes: the data router's loaders and actions are not used, and leaving them out keeps
 * about 17 KB (gzip) off every first page load.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The admin portal's pages. */
function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <ErrorBoundary name="router" fallback={({ error }) => <RouteErrorScreen error={error} />}>
        <Routes>{ADMIN_ROUTES}</Routes>
      </ErrorBoundary>
    </>
  );
}

/**
 * The admin portal, rendered in the browser (the server sends index.html for /admin and below, http/spa.ts). The
 * public and member pages are the site's (src/site): a link to one leaves the portal for it.
 */
export const ADMIN_ROUTES = (
  <>
          <Route path="*" element={<LeaveForTheSite />} />
          <Route element={<AdminLayout />}>
            <Route element={<AdminFrame />}>
              <Route path="admin/login" element={<AdminLoginRoute />} />
              <Route path="admin/auth/callback" element={<AdminCallbackRoute />} />
              <Route path="admin" element={<AdminPortal />}>
                <Route index element={<AdminDashboardPage />} />
                {ADMIN_SECTIONS.map(({ path }) => {
                  const Page = ADMIN_SECTION_PAGES[path];
                  return <Route key={path} path={path} element={<Page />} />;
                })}
              </Route>
              <Route path="admin/*" element={<AdminNotFound />} />
            </Route>
          </Route>
  </>
);
