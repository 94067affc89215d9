import { DEFAULT_TEXT_KEYWORDS } from "../../../shared/sms";
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
    // Settings saved before the Spanish keyword existed read as HOGAR (migration 0022 adds it too).
    textToJoin: { ...row.textToJoin, keywordEs: row.textToJoin.keywordEs || DEFAULT_TEXT_KEYWORDS.es },
    map: row.map,
    socialLinks: row.socialLinks,
    themeSong: row.themeSong,
    homeVideos: row.homeVideos,
    announcementVideos: row.announcementVideos,
    landingHeroImage: row.landingHeroImage,
    updatedAt: row.updatedAt.toISOString(),
  };
}
