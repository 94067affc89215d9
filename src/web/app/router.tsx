import { lazy } from "react";
import { BrowserRouter, Navigate, Route, useLocation, useRoutes } from "react-router";
import { drawnPage, NOT_FOUND, NOT_FOUND_DRAWN } from "./page-rules";
import { withAccountStrings } from "../features/auth/account-strings";
import { withEventsAdminStrings } from "../features/events/admin/events-admin-strings";
import { withEventStrings } from "../features/events/event-strings";
import { withConnectStrings } from "../features/connect/strings";
import { withContentAdminStrings } from "../features/content/admin/strings";
import { withInboxStrings } from "../features/inbox/strings";
import { withGivingStrings } from "../features/giving/strings";
import { withGivingAdminStrings } from "../features/giving/admin/strings";
import { withStoreStrings } from "../features/store/strings";
import { withStoreAdminStrings } from "../features/store/admin/strings";
import { withCommunityStrings } from "../features/community/strings";
import { withGalleryStrings } from "../features/gallery/strings";
import { withCommunityAdminStrings } from "../features/community/admin/strings";
import { withGalleryAdminStrings } from "../features/gallery/admin/strings";
import { withDirectoryAdminStrings } from "../features/directory/admin/strings";
import { withEmailAdminStrings } from "../features/email/admin/strings";
import { withEmailStrings } from "../features/email/strings";
import { withPrayerStrings } from "../features/prayer/strings";
import { withMyStudyStrings } from "../features/study/my-study-strings";
import { withSermonStrings } from "../features/sermons/strings";
import { withSermonAdminStrings } from "../features/sermons/admin/strings";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { RouteErrorScreen } from "./errors/RouteErrorScreen";
import { AdminLayout } from "./layouts/AdminLayout";
import { PublicLayout } from "./layouts/PublicLayout";
import { routesFor } from "./route-index";
import { ScrollToTop } from "./ScrollToTop";

// Every page is its own chunk (SPEC.md section 2: pages load lazily with a "Loading page..." spinner).
const HomePage = lazy(() => import("../features/home/HomePage").then((m) => ({ default: m.HomePage })));
const AuthPage = lazy(withAccountStrings(() => import("../features/auth/AuthPage").then((m) => ({ default: m.AuthPage }))));
const AuthCallbackPage = lazy(
  withAccountStrings(() => import("../features/auth/AuthCallbackPage").then((m) => ({ default: m.AuthCallbackPage }))),
);
const AdminAccessPage = lazy(withAccountStrings(() => import("../features/auth/AdminAccessPage").then((m) => ({ default: m.AdminAccessPage }))));
const SettingsPage = lazy(withAccountStrings(() => import("../features/settings/SettingsPage").then((m) => ({ default: m.SettingsPage }))));
const StudyPage = lazy(withMyStudyStrings(() => import("../features/study/StudyPage").then((m) => ({ default: m.StudyPage }))));
const MyStudyPage = lazy(withMyStudyStrings(() => import("../features/study/MyStudyPage").then((m) => ({ default: m.MyStudyPage }))));
const StudyGuidePage = lazy(() =>
  import("../features/study/StudyGuidePage").then((m) => ({ default: m.StudyGuidePage })),
);
const GuideArchivePage = lazy(() =>
  import("../features/study/GuideArchivePage").then((m) => ({ default: m.GuideArchivePage })),
);
const EventsPage = lazy(withEventStrings(() => import("../features/events/EventsPage").then((m) => ({ default: m.EventsPage }))));
const EventDetailPage = lazy(
  withEventStrings(() => import("../features/events/EventDetailPage").then((m) => ({ default: m.EventDetailPage }))),
);
const CancelRegistrationPage = lazy(
  withEventStrings(() => import("../features/events/CancelRegistrationPage").then((m) => ({ default: m.CancelRegistrationPage }))),
);
const PrayerPage = lazy(withPrayerStrings(() => import("../features/prayer/PrayerPage").then((m) => ({ default: m.PrayerPage }))));
const PlanVisitPage = lazy(withConnectStrings(() => import("../features/connect/PlanVisitPage").then((m) => ({ default: m.PlanVisitPage }))));
const JoinChurchPage = lazy(withConnectStrings(() => import("../features/connect/JoinChurchPage").then((m) => ({ default: m.JoinChurchPage }))));
const KingdomBuildersPage = lazy(
  withConnectStrings(() => import("../features/connect/KingdomBuildersPage").then((m) => ({ default: m.KingdomBuildersPage }))),
);
const ConnectionCardPage = lazy(
  withConnectStrings(() => import("../features/connect/ConnectionCardPage").then((m) => ({ default: m.ConnectionCardPage }))),
);
const AboutPage = lazy(withConnectStrings(() => import("../features/connect/AboutPage").then((m) => ({ default: m.AboutPage }))));
const SermonsPage = lazy(withSermonStrings(() => import("../features/sermons/SermonsPage").then((m) => ({ default: m.SermonsPage }))));
const SermonPage = lazy(withSermonStrings(() => import("../features/sermons/SermonPage").then((m) => ({ default: m.SermonPage }))));
const WatchPage = lazy(withSermonStrings(() => import("../features/sermons/WatchPage").then((m) => ({ default: m.WatchPage }))));
const GivePage = lazy(withGivingStrings(() => import("../features/giving/GivePage").then((m) => ({ default: m.GivePage }))));
const ThankYouPage = lazy(withGivingStrings(() => import("../features/giving/ThankYouPage").then((m) => ({ default: m.ThankYouPage }))));
const StorePage = lazy(withStoreStrings(() => import("../features/store/StorePage").then((m) => ({ default: m.StorePage }))));
const ProductPage = lazy(withStoreStrings(() => import("../features/store/ProductPage").then((m) => ({ default: m.ProductPage }))));
const CartPage = lazy(withStoreStrings(() => import("../features/store/CartPage").then((m) => ({ default: m.CartPage }))));
const OrderPage = lazy(withStoreStrings(() => import("../features/store/OrderPage").then((m) => ({ default: m.OrderPage }))));
const MyOrdersPage = lazy(withStoreStrings(() => import("../features/store/OrderPage").then((m) => ({ default: m.MyOrdersPage }))));
const MyGivingPage = lazy(withGivingStrings(() => import("../features/giving/MyGivingPage").then((m) => ({ default: m.MyGivingPage }))));
const CommunityPage = lazy(
  withCommunityStrings(withGalleryStrings(() => import("../features/community/CommunityPage").then((m) => ({ default: m.CommunityPage })))),
);
const AlbumPage = lazy(withGalleryStrings(() => import("../features/gallery/AlbumPage").then((m) => ({ default: m.AlbumPage }))));
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
const UnsubscribePage = lazy(withEmailStrings(() => import("../features/email/UnsubscribePage").then((m) => ({ default: m.UnsubscribePage }))));
const AdminNotFound = lazy(() => import("../features/admin-shell/AdminNotFound").then((m) => ({ default: m.AdminNotFound })));

// The texts a feature's pages wait for beside their chunk (each `with…Strings` above loads its feature's own).
const EVENT_TEXTS = "features/events/i18n/{lang}.json";
const MY_STUDY_TEXTS = "features/study/i18n/{lang}.json";
const CONNECT_TEXTS = "features/connect/i18n/{lang}.json";
const SERMON_TEXTS = "features/sermons/i18n/{lang}.json";
const STORE_TEXTS = "features/store/i18n/{lang}.json";

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

/** Every page, under whichever router holds the address: the browser's, or the server's (entry-server.tsx). */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <ErrorBoundary name="router" fallback={({ error }) => <RouteErrorScreen error={error} />}>
        <PageRoutes />
      </ErrorBoundary>
    </>
  );
}

/** The page of the address, chosen among the routes that can match it (route-index.ts), as `<Routes>` would. */
function PageRoutes() {
  const { pathname } = useLocation();
  return useRoutes(routesFor(PAGE_ROUTES, pathname));
}

/**
 * Every page's route. A route's `handle` says what the server may do with it (page-rules.ts): draw it for
 * guests and name the modules it waits for, and answer 404 for the pages that say a path does not exist.
 */
export const PAGE_ROUTES = (
  <>
          <Route element={<PublicLayout />}>
            <Route index handle={drawnPage("features/home/HomePage.tsx")} element={<HomePage />} />
            <Route path="auth" element={<AuthPage />} />
            <Route path="auth/callback" element={<AuthCallbackPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="admin-access" element={<AdminAccessPage />} />
            <Route path="events" handle={drawnPage("features/events/EventsPage.tsx", EVENT_TEXTS)} element={<EventsPage />} />
            <Route path="events/cancel" element={<CancelRegistrationPage />} />
            <Route path="events/:id/:date" handle={drawnPage("features/events/EventDetailPage.tsx", EVENT_TEXTS)} element={<EventDetailPage />} />
            <Route path="study" handle={drawnPage("features/study/StudyPage.tsx", MY_STUDY_TEXTS)} element={<StudyPage />} />
            <Route path="prayer" handle={drawnPage("features/prayer/PrayerPage.tsx", "features/prayer/i18n/{lang}.json")} element={<PrayerPage />} />
            <Route path="plan-visit" handle={drawnPage("features/connect/PlanVisitPage.tsx", CONNECT_TEXTS)} element={<PlanVisitPage />} />
            <Route path="join-church" handle={drawnPage("features/connect/JoinChurchPage.tsx", CONNECT_TEXTS)} element={<JoinChurchPage />} />
            <Route path="kingdom-builders-class" handle={drawnPage("features/connect/KingdomBuildersPage.tsx", CONNECT_TEXTS)} element={<KingdomBuildersPage />} />
            <Route path="connect/card" element={<ConnectionCardPage />} />
            <Route path="about" handle={drawnPage("features/connect/AboutPage.tsx", CONNECT_TEXTS)} element={<AboutPage />} />
            <Route path="study/guides" handle={drawnPage("features/study/GuideArchivePage.tsx")} element={<GuideArchivePage />} />
            <Route path="study/my" element={<MyStudyPage />} />
            <Route path="study/guides/:week" handle={drawnPage("features/study/StudyGuidePage.tsx")} element={<StudyGuidePage />} />
            <Route path="study/:book/:chapter" handle={drawnPage("features/study/StudyPage.tsx", MY_STUDY_TEXTS)} element={<StudyPage />} />
            <Route path="sermons" handle={drawnPage("features/sermons/SermonsPage.tsx", SERMON_TEXTS)} element={<SermonsPage />} />
            <Route path="sermons/:slug" handle={drawnPage("features/sermons/SermonPage.tsx", SERMON_TEXTS)} element={<SermonPage />} />
            <Route path="watch" handle={drawnPage("features/sermons/WatchPage.tsx", SERMON_TEXTS)} element={<WatchPage />} />
            <Route path="give" handle={drawnPage("features/giving/GivePage.tsx", "features/giving/i18n/{lang}.json")} element={<GivePage />} />
            <Route path="give/thank-you" element={<ThankYouPage />} />
            <Route path="give/history" element={<MyGivingPage />} />
            <Route path="store" handle={drawnPage("features/store/StorePage.tsx", STORE_TEXTS)} element={<StorePage />} />
            <Route path="store/cart" element={<CartPage />} />
            <Route path="store/orders" element={<MyOrdersPage />} />
            <Route path="store/orders/:id" element={<OrderPage />} />
            <Route path="store/:slug" handle={drawnPage("features/store/ProductPage.tsx", STORE_TEXTS)} element={<ProductPage />} />
            <Route path="community" handle={drawnPage("features/community/CommunityPage.tsx", "features/community/i18n/{lang}.json", "features/gallery/i18n/{lang}.json")} element={<CommunityPage />} />
            <Route path="community/albums/:slug" handle={drawnPage("features/gallery/AlbumPage.tsx", "features/gallery/i18n/{lang}.json")} element={<AlbumPage />} />
            <Route path="unsubscribe" element={<UnsubscribePage />} />
            <Route path="gallery" element={<Navigate to="/community" replace />} />
            <Route path="admin-test" element={<AdminTestPage />} />
            <Route path="*" handle={NOT_FOUND_DRAWN} element={<NotFoundPage />} />
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
              <Route path="admin/*" handle={NOT_FOUND} element={<AdminNotFound />} />
            </Route>
          </Route>
  </>
);
