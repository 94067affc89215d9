import { lazy } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { withAccountStrings } from "../features/auth/account-strings";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { RouteErrorScreen } from "./errors/RouteErrorScreen";
import { AdminLayout } from "./layouts/AdminLayout";
import { PublicLayout } from "./layouts/PublicLayout";
import { ScrollToTop } from "./ScrollToTop";

// Every page is its own chunk (SPEC.md section 2: pages load lazily with a "Loading page..." spinner).
const HomePage = lazy(() => import("../features/home/HomePage").then((m) => ({ default: m.HomePage })));
const FeatureIntroPage = lazy(() =>
  import("../features/feature-intro/FeatureIntroPage").then((m) => ({ default: m.FeatureIntroPage })),
);
const AuthPage = lazy(withAccountStrings(() => import("../features/auth/AuthPage").then((m) => ({ default: m.AuthPage }))));
const AuthCallbackPage = lazy(
  withAccountStrings(() => import("../features/auth/AuthCallbackPage").then((m) => ({ default: m.AuthCallbackPage }))),
);
const SettingsPage = lazy(withAccountStrings(() => import("../features/settings/SettingsPage").then((m) => ({ default: m.SettingsPage }))));
const StudyPage = lazy(() => import("../features/study/StudyPage").then((m) => ({ default: m.StudyPage })));
const NotFoundPage = lazy(() => import("../features/not-found/NotFoundPage").then((m) => ({ default: m.NotFoundPage })));
const AdminTestPage = lazy(() => import("../features/admin-test/AdminTestPage").then((m) => ({ default: m.AdminTestPage })));
const AdminIntroPage = lazy(() =>
  import("../features/admin-shell/AdminIntroPage").then((m) => ({ default: m.AdminIntroPage })),
);
const AdminNotFound = lazy(() => import("../features/admin-shell/AdminNotFound").then((m) => ({ default: m.AdminNotFound })));

/** Public routes whose feature pages arrive in later releases; each shows its heading and description. */
export const INTRO_PAGES: Array<{ path: string; pageKey: string }> = [
  { path: "plan-visit", pageKey: "planVisit" },
  { path: "join-church", pageKey: "joinChurch" },
  { path: "kingdom-builders-class", pageKey: "kingdomBuilders" },
  { path: "about", pageKey: "about" },
  { path: "sermons", pageKey: "sermons" },
  { path: "events", pageKey: "events" },
  { path: "prayer", pageKey: "prayer" },
  { path: "give", pageKey: "give" },
  { path: "community", pageKey: "community" },
  { path: "watch", pageKey: "watch" },
  { path: "store", pageKey: "store" },
];

/** SPEC.md section 2: the admin layout's nested pages. */
export const ADMIN_SECTIONS = [
  "users",
  "members",
  "events",
  "fish-fry-archive",
  "event-registrations",
  "inbox/prayer",
  "inbox/meetings",
  "inbox/signups",
  "content",
  "groups",
  "email",
  "settings",
  "health",
];

/**
 * Declarative routes: the data router's loaders and actions are not used, and leaving them out keeps
 * about 17 KB (gzip) off every first page load.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <ErrorBoundary name="router" fallback={({ error }) => <RouteErrorScreen error={error} />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<HomePage />} />
            {INTRO_PAGES.map(({ path, pageKey }) => (
              <Route key={path} path={path} element={<FeatureIntroPage key={pageKey} pageKey={pageKey} />} />
            ))}
            <Route path="auth" element={<AuthPage />} />
            <Route path="auth/callback" element={<AuthCallbackPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="study" element={<StudyPage />} />
            <Route path="study/:book/:chapter" element={<StudyPage />} />
            <Route path="gallery" element={<Navigate to="/community" replace />} />
            <Route path="admin-test" element={<AdminTestPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route element={<AdminLayout />}>
            <Route path="admin/login" element={<AdminIntroPage />} />
            <Route path="admin/auth/callback" element={<AdminIntroPage />} />
            <Route path="admin">
              <Route index element={<AdminIntroPage />} />
              {ADMIN_SECTIONS.map((path) => (
                <Route key={path} path={path} element={<AdminIntroPage />} />
              ))}
              <Route path="*" element={<AdminNotFound />} />
            </Route>
          </Route>
        </Routes>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
