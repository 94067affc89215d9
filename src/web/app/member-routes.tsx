import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { type BrowserPagePath, SITE_PAGES } from "../../shared/site-map";
import { withAccountStrings } from "../features/auth/account-strings";
import { withConnectStrings } from "../features/connect/strings";
import { withEmailStrings } from "../features/email/strings";
import { withEventStrings } from "../features/events/event-strings";
import { withGivingStrings } from "../features/giving/strings";
import { withMyStudyStrings } from "../features/study/my-study-strings";
import { withStoreStrings } from "../features/store/strings";

/** A page rendered in the browser only: it shows one visitor's own things (their settings, cart, orders, gifts). */
interface MemberRoute {
  /** react-router's path pattern, from the site's root. */
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

const page = (importer: () => Promise<{ default: ComponentType }>) => lazy(importer);

/**
 * The component of each page the features' manifests render in the browser (src/shared/features, render:
 * "browser"): the member pages and the others (sign-in, a personal link's page). Typed by their list, so a page
 * declared there fails the typecheck until it has its component here. Each page is its own chunk, with its
 * feature's texts.
 */
const MEMBER_PAGES: Record<BrowserPagePath, LazyExoticComponent<ComponentType>> = {
  "/auth": page(withAccountStrings(() => import("../features/auth/AuthPage").then((m) => ({ default: m.AuthPage })))),
  "/auth/callback": page(withAccountStrings(() => import("../features/auth/AuthCallbackPage").then((m) => ({ default: m.AuthCallbackPage })))),
  "/settings": page(withAccountStrings(() => import("../features/settings/SettingsPage").then((m) => ({ default: m.SettingsPage })))),
  "/admin-access": page(withAccountStrings(() => import("../features/auth/AdminAccessPage").then((m) => ({ default: m.AdminAccessPage })))),
  "/events/cancel": page(withEventStrings(() => import("../features/events/CancelRegistrationPage").then((m) => ({ default: m.CancelRegistrationPage })))),
  "/connect/card": page(withConnectStrings(() => import("../features/connect/ConnectionCardPage").then((m) => ({ default: m.ConnectionCardPage })))),
  "/study/my": page(withMyStudyStrings(() => import("../features/study/MyStudyPage").then((m) => ({ default: m.MyStudyPage })))),
  "/give/thank-you": page(withGivingStrings(() => import("../features/giving/ThankYouPage").then((m) => ({ default: m.ThankYouPage })))),
  "/give/history": page(withGivingStrings(() => import("../features/giving/MyGivingPage").then((m) => ({ default: m.MyGivingPage })))),
  "/store/cart": page(withStoreStrings(() => import("../features/store/CartPage").then((m) => ({ default: m.CartPage })))),
  "/store/orders": page(withStoreStrings(() => import("../features/store/OrderPage").then((m) => ({ default: m.MyOrdersPage })))),
  "/store/orders/:id": page(withStoreStrings(() => import("../features/store/OrderPage").then((m) => ({ default: m.OrderPage })))),
  "/unsubscribe": page(withEmailStrings(() => import("../features/email/UnsubscribePage").then((m) => ({ default: m.UnsubscribePage })))),
  "/admin-test": page(() => import("../features/admin-test/AdminTestPage").then((m) => ({ default: m.AdminTestPage }))),
};

/**
 * The member pages, in the manifests' order: the app's router and the site's page for them
 * (src/site/pages/[...path].astro, a client-only island) both read this list, and an address that matches none of
 * them is a 404.
 */
export const MEMBER_ROUTES: readonly MemberRoute[] = SITE_PAGES.filter((sitePage) => sitePage.render === "browser").map(({ path }) => ({
  path,
  Page: MEMBER_PAGES[path as BrowserPagePath],
}));
