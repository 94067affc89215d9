import { lazy, type ComponentType, type LazyExoticComponent } from "react";
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
 * The member pages and the other pages that are rendered in the browser (sign-in, a personal link's page), in one
 * list: the app's router and the site's page for them (src/site/pages/[...path].astro, a client-only island) both
 * read it, and an address that matches none of them is a 404. Each page is its own chunk, with its feature's texts.
 */
export const MEMBER_ROUTES: readonly MemberRoute[] = [
  { path: "/auth", Page: page(withAccountStrings(() => import("../features/auth/AuthPage").then((m) => ({ default: m.AuthPage })))) },
  { path: "/auth/callback", Page: page(withAccountStrings(() => import("../features/auth/AuthCallbackPage").then((m) => ({ default: m.AuthCallbackPage })))) },
  { path: "/settings", Page: page(withAccountStrings(() => import("../features/settings/SettingsPage").then((m) => ({ default: m.SettingsPage })))) },
  { path: "/admin-access", Page: page(withAccountStrings(() => import("../features/auth/AdminAccessPage").then((m) => ({ default: m.AdminAccessPage })))) },
  { path: "/events/cancel", Page: page(withEventStrings(() => import("../features/events/CancelRegistrationPage").then((m) => ({ default: m.CancelRegistrationPage })))) },
  { path: "/connect/card", Page: page(withConnectStrings(() => import("../features/connect/ConnectionCardPage").then((m) => ({ default: m.ConnectionCardPage })))) },
  { path: "/study/my", Page: page(withMyStudyStrings(() => import("../features/study/MyStudyPage").then((m) => ({ default: m.MyStudyPage })))) },
  { path: "/give/thank-you", Page: page(withGivingStrings(() => import("../features/giving/ThankYouPage").then((m) => ({ default: m.ThankYouPage })))) },
  { path: "/give/history", Page: page(withGivingStrings(() => import("../features/giving/MyGivingPage").then((m) => ({ default: m.MyGivingPage })))) },
  { path: "/store/cart", Page: page(withStoreStrings(() => import("../features/store/CartPage").then((m) => ({ default: m.CartPage })))) },
  { path: "/store/orders", Page: page(withStoreStrings(() => import("../features/store/OrderPage").then((m) => ({ default: m.MyOrdersPage })))) },
  { path: "/store/orders/:id", Page: page(withStoreStrings(() => import("../features/store/OrderPage").then((m) => ({ default: m.OrderPage })))) },
  { path: "/unsubscribe", Page: page(withEmailStrings(() => import("../features/email/UnsubscribePage").then((m) => ({ default: m.UnsubscribePage })))) },
  { path: "/admin-test", Page: page(() => import("../features/admin-test/AdminTestPage").then((m) => ({ default: m.AdminTestPage }))) },
];
