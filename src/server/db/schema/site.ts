import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../../shared/i18n";
import type { ServiceTime, SiteSettings, ThemeSong, VideoClip } from "../../../shared/site";

/** The theme song as the first releases kept it: search addresses on two services, never a track. */
export interface LegacyThemeSong {
  title: string;
  providers: Record<string, { embedUrl: string; trackUrl: string }>;
}

/** One row (id = 1): the church's public details, edited later from the admin settings page. */
export const churchSettings = pgTable(
  "church_settings",
  {
    id: integer("id").primaryKey().default(1),
    name: text("name").notNull(),
    tagline: jsonb("tagline").$type<LocalizedText>().notNull(),
    address: jsonb("address").$type<SiteSettings["address"]>().notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    pastor: text("pastor").notNull(),
    timeZone: text("time_zone").notNull().default("America/Los_Angeles"),
    serviceTimes: jsonb("service_times").$type<ServiceTime[]>().notNull(),
    contactServiceTimes: jsonb("contact_service_times").$type<ServiceTime[]>().notNull(),
    textToJoin: jsonb("text_to_join").$type<SiteSettings["textToJoin"]>().notNull(),
    map: jsonb("map").$type<SiteSettings["map"]>().notNull(),
    socialLinks: jsonb("social_links").$type<SiteSettings["socialLinks"]>().notNull(),
    // Older installs keep the first shape ({ title, providers: search addresses }); presenter.ts reads both.
    themeSong: jsonb("theme_song").$type<ThemeSong | LegacyThemeSong>().notNull(),
    homeVideos: jsonb("home_videos").$type<VideoClip[]>().notNull(),
    announcementVideos: jsonb("announcement_videos").$type<VideoClip[]>().notNull(),
    landingHeroImage: text("landing_hero_image").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("church_settings_single_row", sql`${t.id} = 1`)],
);
