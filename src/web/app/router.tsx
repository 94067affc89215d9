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
const StudyGuidePage = lazy(() =>
  import("../features/study/StudyGuidePage").then((m) => ({ default: m.StudyGuidePage })),
);
const GuideArchivePage = lazy(() =>
  import("../features/study/GuideArchivePage").then((m) => ({ default: m.GuideArchivePage })),
);
const NotFoundPage = lazy(() => import("../features/not-found/NotFoundPage").then((m) => ({ default: m.NotFoundPage })));
const AdminTestPage = lazy(() => import("../features/admin-test/AdminTestPage").then((m) => ({ default: m.AdminTestPage })));
// The admin portal: its own chunks, never part of the public pages' first load.
const AdminFrame = lazy(() => import("../features/admin/AdminFrame").then((m) => ({ default: m.AdminFrame })));
const AdminPortal = lazy(() => import("../features/admin/AdminPortal").then((m) => ({ default: m.AdminPortal })));
const AdminLoginRoute = lazy(() => import("../features/admin/pages/AdminLoginPage").then((m) => ({ default: m.AdminLoginRoute })));
const AdminCallbackRoute = lazy(() =>
  import("../features/admin/pages/AdminCallbackPage").then((m) => ({ default: m.AdminCallbackRoute })),
);
const AdminDashboardPage = lazy(() => import("../features/admin/pages/DashboardPage").then((m) => ({ default: m.DashboardPage })));
const AdminUsersRoute = lazy(() => import("../features/admin/pages/UsersPage").then((m) => ({ default: m.UsersRoute })));
const AdminSettingsRoute = lazy(() => import("../features/admin/pages/SettingsPage").then((m) => ({ default: m.SettingsRoute })));
const AdminHealthRoute = lazy(() => import("../features/admin/pages/HealthPage").then((m) => ({ default: m.HealthRoute })));
const AdminStudyContentRoute = lazy(() =>
  import("../features/study/admin/StudyContentPage").then((m) => ({ default: m.StudyContentRoute })),
);
const AdminOutboxRoute = lazy(() => import("../features/admin/pages/OutboxPage").then((m) => ({ default: m.OutboxRoute })));
const AdminSectionPlaceholder = lazy(() =>
  import("../features/admin/pages/SectionPlaceholder").then((m) => ({ default: m.SectionPlaceholder })),
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

/** Admin sections with their own page in this release; the others show the section's introduction. */
const BUILT_ADMIN_SECTIONS = new Set(["users", "settings", "health", "email", "content"]);

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
            <Route path="study/guides" element={<GuideArchivePage />} />
            <Route path="study/guides/:week" element={<StudyGuidePage />} />
            <Route path="study/:book/:chapter" element={<StudyPage />} />
            <Route path="gallery" element={<Navigate to="/community" replace />} />
            <Route path="admin-test" element={<AdminTestPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route element={<AdminLayout />}>
            <Route element={<AdminFrame />}>
              <Route path="admin/login" element={<AdminLoginRoute />} />
              <Route path="admin/auth/callback" element={<AdminCallbackRoute />} />
              <Route path="admin" element={<AdminPortal />}>
                <Route index element={<AdminDashboardPage />} />
                <Route path="users" element={<AdminUsersRoute />} />
                <Route path="settings" element={<AdminSettingsRoute />} />
                <Route path="health" element={<AdminHealthRoute />} />
                <Route path="email" element={<AdminOutboxRoute />} />
                <Route path="content" element={<AdminStudyContentRoute />} />
                {ADMIN_SECTIONS.filter((path) => !BUILT_ADMIN_SECTIONS.has(path)).map((path) => (
                  <Route key={path} path={path} element={<AdminSectionPlaceholder section={path} />} />
                ))}
              </Route>
              <Route path="admin/*" element={<AdminNotFound />} />
            </Route>
          </Route>
        </Routes>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
