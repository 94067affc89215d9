import { z } from "./zod";
import { localizedText } from "./localized-text";
import { isSafeLinkUrl } from "./safe-link";
import { WEEKDAYS } from "./site-constants";
import { parseThemeSongUrl, type ThemeSongProvider } from "./theme-song";

export { MUSIC_PROVIDERS, WEEKDAYS, type MusicProvider } from "./site-constants";

/** One service on the weekly schedule; time is 24-hour "HH:MM" in the church's time zone. */
const serviceTime = z.object({
  id: z.string(),
  label: localizedText,
  day: z.enum(WEEKDAYS),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});
export type ServiceTime = z.infer<typeof serviceTime>;

const videoClip = z.object({
  id: z.string(),
  title: localizedText,
  sources: z.array(z.object({ src: z.string(), type: z.string() })).min(1),
  poster: z.string().optional(),
});
export type VideoClip = z.infer<typeof videoClip>;

/** The theme song as /api/site gives it: its title and each service's track address (theme-song.ts). */
const themeSong = z.object({
  title: z.string(),
  tracks: z.object({ spotify: z.string().optional(), apple: z.string().optional(), youtube: z.string().optional() }),
});
export type ThemeSong = z.infer<typeof themeSong>;

/** One service's track as an admin pastes it: empty for none, else a track of that very service, kept in its plain form. */
function trackAddress(provider: ThemeSongProvider) {
  return z
    .string()
    .trim()
    .max(500)
    .optional()
    .refine((address) => !address || parseThemeSongUrl(address)?.provider === provider, "admin.validation.songAddress")
    .transform((address) => (address ? parseThemeSongUrl(address)?.trackUrl : undefined));
}

/** Admin > Settings: the theme song's title and its track on Spotify, Apple Music and YouTube (any of them, or none). */
export const themeSongUpdate = z.object({
  title: z.string().trim().min(1, "admin.validation.songTitle").max(120),
  tracks: z.object({ spotify: trackAddress("spotify"), apple: trackAddress("apple"), youtube: trackAddress("youtube") }),
});

const socialLink = z.object({
  network: z.enum(["facebook", "instagram", "youtube", "x"]),
  url: z.string(),
});

/** A social link as an admin saves it: a safe absolute address, or empty to hide that network. */
export const socialLinkUpdate = socialLink.extend({
  url: z
    .string()
    .trim()
    .max(500)
    .refine((url) => url === "" || isSafeLinkUrl(url), "admin.validation.socialLink"),
});

/** What GET /api/site returns: the church's public details that every page reads. */
export const siteSettings = z.object({
  name: z.string(),
  tagline: localizedText,
  address: z.object({
    street: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  phone: z.string(),
  email: z.string(),
  pastor: z.string(),
  timeZone: z.string(),
  /** The home page's service-times card (SPEC.md section 9: 9:30, 11:00, Wednesday 7:00 PM). */
  serviceTimes: z.array(serviceTime),
  /** The contact section's reading of the same services (SPEC.md section 9: 9:00 and 10:00); both stand. */
  contactServiceTimes: z.array(serviceTime),
  /** "Text HOME to (559) 555-0142": the keyword in each language (the Spanish pages show keywordEs) and the number. */
  textToJoin: z.object({ keyword: z.string(), keywordEs: z.string(), number: z.string() }),
  map: z.object({ latitude: z.number(), longitude: z.number(), query: z.string() }),
  socialLinks: z.array(socialLink),
  themeSong,
  homeVideos: z.array(videoClip),
  announcementVideos: z.array(videoClip),
  landingHeroImage: z.string(),
  updatedAt: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** GET /api/site: the settings and the site's public address (PUBLIC_URL), for links a page rendered on the server must give in full. */
export type PublicSiteSettings = SiteSettings & { publicUrl: string };
