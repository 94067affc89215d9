import { DEFAULT_TEXT_KEYWORDS } from "../../../shared/sms";
import type { SiteSettings, ThemeSong } from "../../../shared/site";
import type { churchSettings, LegacyThemeSong } from "../../db/schema/site";

/** The first shape held search addresses, which play no song: it reads as a title with no track yet. */
function presentThemeSong(stored: ThemeSong | LegacyThemeSong): ThemeSong {
  return "tracks" in stored ? { title: stored.title, tracks: stored.tracks } : { title: stored.title, tracks: {} };
}

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
    themeSong: presentThemeSong(row.themeSong),
    homeVideos: row.homeVideos,
    announcementVideos: row.announcementVideos,
    landingHeroImage: row.landingHeroImage,
    updatedAt: row.updatedAt.toISOString(),
  };
}
