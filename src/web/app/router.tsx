import { lazy } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { withEventsAdminStrings } from "../features/events/admin/events-admin-strings";
import { withContentAdminStrings } from "../features/content/admin/strings";
import { withInboxStrings } from "../features/inbox/strings";
import { withGivingAdminStrings } from "../features/giving/admin/strings";
import { withStoreAdminStrings } from "../features/store/admin/strings";
import { withCommunityAdminStrings } from "../features/community/admin/strings";
import { withGalleryAdminStrings } from "../features/gallery/admin/strings";
import { withDirectoryAdminStrings } from "../features/directory/admin/strings";
import { withEmailAdminStrings } from "../features/email/admin/strings";
import { withSermonAdminStrings } from "../features/sermons/admin/strings";
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
const AdminUsersRoute = lazy(() => import("../features/admin/pages/UsersPage").then((m) => ({ default: m.UsersRoute })));
const AdminSettingsRoute = lazy(() => import("../features/admin/pages/SettingsPage").then((m) => ({ default: m.SettingsRoute })));
const AdminHealthRoute = lazy(() => import("../features/admin/pages/HealthPage").then((m) => ({ default: m.HealthRoute })));
const AdminContentRoute = lazy(
  withContentAdminStrings(() => import("../features/content/admin/ContentAdminPage").then((m) => ({ default: m.ContentAdminRoute }))),
);
const AdminPrayerInboxRoute = lazy(
  withInboxStrings(() => import("../features/inbox/PrayerInboxPage").then((m) => ({ default: m.PrayerInboxRoute }))),
);
const AdminMeetingsRoute = lazy(withInboxStrings(() => import("../features/inbox/MeetingsPage").then((m) => ({ default: m.MeetingsRoute }))));
const AdminSignupsRoute = lazy(withInboxStrings(() => import("../features/inbox/SignupsPage").then((m) => ({ default: m.SignupsRoute }))));
const AdminEventsRoute = lazy(
  withEventsAdminStrings(() => import("../features/events/admin/EventsPage").then((m) => ({ default: m.EventsRoute }))),
);
const AdminEventRegistrationsRoute = lazy(
  withEventsAdminStrings(() => import("../features/events/admin/RegistrationsPage").then((m) => ({ default: m.RegistrationsRoute }))),
);
const AdminFishFryRoute = lazy(
  withEventsAdminStrings(() => import("../features/events/admin/FishFryArchivePage").then((m) => ({ default: m.FishFryArchiveRoute }))),
);
const AdminSermonsRoute = lazy(
  withSermonAdminStrings(() => import("../features/sermons/admin/SermonsAdminPage").then((m) => ({ default: m.SermonsAdminRoute }))),
);
const AdminGivingRoute = lazy(
  withGivingAdminStrings(() => import("../features/giving/admin/GivingAdminPage").then((m) => ({ default: m.GivingAdminRoute }))),
);
const AdminStoreRoute = lazy(
  withStoreAdminStrings(() => import("../features/store/admin/StoreAdminPage").then((m) => ({ default: m.StoreAdminRoute }))),
);
const AdminCommunityRoute = lazy(
  withCommunityAdminStrings(() => import("../features/community/admin/CommunityAdminPage").then((m) => ({ default: m.CommunityAdminRoute }))),
);
const AdminGalleryRoute = lazy(
  withGalleryAdminStrings(() => import("../features/gallery/admin/GalleryAdminPage").then((m) => ({ default: m.GalleryAdminRoute }))),
);
const AdminMembersRoute = lazy(
  withDirectoryAdminStrings(() => import("../features/directory/admin/DirectoryAdminPage").then((m) => ({ default: m.MembersAdminRoute }))),
);
const AdminEmailRoute = lazy(withEmailAdminStrings(() => import("../features/email/admin/EmailAdminPage").then((m) => ({ default: m.EmailAdminRoute }))));
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
                <Route path="users" element={<AdminUsersRoute />} />
                <Route path="settings" element={<AdminSettingsRoute />} />
                <Route path="health" element={<AdminHealthRoute />} />
                <Route path="email" element={<AdminEmailRoute />} />
                <Route path="members" element={<AdminMembersRoute />} />
                <Route path="content" element={<AdminContentRoute />} />
                <Route path="inbox/prayer" element={<AdminPrayerInboxRoute />} />
                <Route path="inbox/meetings" element={<AdminMeetingsRoute />} />
                <Route path="inbox/signups" element={<AdminSignupsRoute />} />
                <Route path="events" element={<AdminEventsRoute />} />
                <Route path="event-registrations" element={<AdminEventRegistrationsRoute />} />
                <Route path="fish-fry-archive" element={<AdminFishFryRoute />} />
                <Route path="sermons" element={<AdminSermonsRoute />} />
                <Route path="giving" element={<AdminGivingRoute />} />
                <Route path="store" element={<AdminStoreRoute />} />
                <Route path="groups" element={<AdminCommunityRoute />} />
                <Route path="gallery" element={<AdminGalleryRoute />} />
              </Route>
              <Route path="admin/*" element={<AdminNotFound />} />
            </Route>
          </Route>
  </>
);
