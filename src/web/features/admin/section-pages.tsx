import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import type { AdminSectionPath } from "../../../shared/site-map";
import { withCommunityAdminStrings } from "../community/admin/strings";
import { withContentAdminStrings } from "../content/admin/strings";
import { withDirectoryAdminStrings } from "../directory/admin/strings";
import { withEmailAdminStrings } from "../email/admin/strings";
import { withEventsAdminStrings } from "../events/admin/events-admin-strings";
import { withGalleryAdminStrings } from "../gallery/admin/strings";
import { withGivingAdminStrings } from "../giving/admin/strings";
import { withInboxStrings } from "../inbox/strings";
import { withSermonAdminStrings } from "../sermons/admin/strings";
import { withStoreAdminStrings } from "../store/admin/strings";

/**
 * Each admin section's page (ADMIN_SECTIONS, src/shared/site-map.ts, from the features' manifests), in a chunk of its own with its feature's
 * admin texts: none is part of the portal's first load, nor ever of a public page.
 */
export const ADMIN_SECTION_PAGES: Record<AdminSectionPath, LazyExoticComponent<ComponentType>> = {
  users: lazy(() => import("./pages/UsersPage").then((m) => ({ default: m.UsersRoute }))),
  members: lazy(withDirectoryAdminStrings(() => import("../directory/admin/DirectoryAdminPage").then((m) => ({ default: m.MembersAdminRoute })))),
  events: lazy(withEventsAdminStrings(() => import("../events/admin/EventsPage").then((m) => ({ default: m.EventsRoute })))),
  "event-registrations": lazy(withEventsAdminStrings(() => import("../events/admin/RegistrationsPage").then((m) => ({ default: m.RegistrationsRoute })))),
  "fish-fry-archive": lazy(withEventsAdminStrings(() => import("../events/admin/FishFryArchivePage").then((m) => ({ default: m.FishFryArchiveRoute })))),
  "inbox/prayer": lazy(withInboxStrings(() => import("../inbox/PrayerInboxPage").then((m) => ({ default: m.PrayerInboxRoute })))),
  "inbox/meetings": lazy(withInboxStrings(() => import("../inbox/MeetingsPage").then((m) => ({ default: m.MeetingsRoute })))),
  "inbox/signups": lazy(withInboxStrings(() => import("../inbox/SignupsPage").then((m) => ({ default: m.SignupsRoute })))),
  content: lazy(withContentAdminStrings(() => import("../content/admin/ContentAdminPage").then((m) => ({ default: m.ContentAdminRoute })))),
  sermons: lazy(withSermonAdminStrings(() => import("../sermons/admin/SermonsAdminPage").then((m) => ({ default: m.SermonsAdminRoute })))),
  gallery: lazy(withGalleryAdminStrings(() => import("../gallery/admin/GalleryAdminPage").then((m) => ({ default: m.GalleryAdminRoute })))),
  giving: lazy(withGivingAdminStrings(() => import("../giving/admin/GivingAdminPage").then((m) => ({ default: m.GivingAdminRoute })))),
  store: lazy(withStoreAdminStrings(() => import("../store/admin/StoreAdminPage").then((m) => ({ default: m.StoreAdminRoute })))),
  groups: lazy(withCommunityAdminStrings(() => import("../community/admin/CommunityAdminPage").then((m) => ({ default: m.CommunityAdminRoute })))),
  settings: lazy(() => import("./pages/SettingsPage").then((m) => ({ default: m.SettingsRoute }))),
  email: lazy(withEmailAdminStrings(() => import("../email/admin/EmailAdminPage").then((m) => ({ default: m.EmailAdminRoute })))),
  health: lazy(() => import("./pages/HealthPage").then((m) => ({ default: m.HealthRoute }))),
};
