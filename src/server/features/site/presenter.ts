import type { SiteSettings } from "../../../shared/site";
import type { churchSettings } from "../../db/schema/site";

export function presentSiteSettings(row: typeof churchSettings.$inferSelect): SiteSettings {
  return {
    name: row.name,
    tagline: row.tagline,
    address: row.address,
    phone: row.phone,
    email: row.email,
    pastor: row.pastor,
    timeZone: row.timeZone,
    serviceTimes: row.serviceTimes,
    contactServiceTimes: row.contactServiceTimes,
    textToJoin: row.textToJoin,
    map: row.map,
    socialLinks: row.socialLinks,
    themeSong: row.themeSong,
    homeVideos: row.homeVideos,
    announcementVideos: row.announcementVideos,
    landingHeroImage: row.landingHeroImage,
    updatedAt: row.updatedAt.toISOString(),
  };
}
