import type { Page } from "@playwright/test";
import type { SiteSettings } from "../../../src/shared/site";
import { expect } from "../fixtures";
import { E2E_ADMINS } from "./admin-accounts";
import { signInAs } from "./admin-session";

const ADMIN_HEADERS = { "X-Admin-Request": "1" };
/** The song's tracks as an admin copies them from each service's Share menu. */
export const PASTED = {
  spotify: "https://open.spotify.com/intl-es/track/4uLU6hMCjMI75M1A2tKUQC?si=1f2e3d4c5b6a7980",
  apple: "https://music.apple.com/us/album/water-walkers-remix/1440833063?i=1440833098",
  youtube: "https://youtu.be/dQw4w9WgXcQ?si=abc",
};
export const EMBEDS = {
  spotify: "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC",
  apple: "https://embed.music.apple.com/us/album/water-walkers-remix/1440833063?i=1440833098",
  youtube: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
};

/** The tracks as the settings keep them (their plain form). */
export const SAVED = {
  spotify: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
  apple: "https://music.apple.com/us/album/water-walkers-remix/1440833063?i=1440833098",
  youtube: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
};

/**
 * Sets the song through the admin API (the same values every time, so tests beside each other agree). When the
 * site already has them nothing is sent: each sign-in spends the account's one-time code of the moment.
 */
export async function setThemeSong(page: Page) {
  const site = (await (await page.request.get("/api/site")).json()) as SiteSettings;
  const tracks: Record<string, string | undefined> = site.themeSong.tracks;
  if (Object.entries(SAVED).every(([provider, address]) => tracks[provider] === address)) return;
  await signInAs(page, E2E_ADMINS.songKeeper);
  const current = (await (await page.request.get("/api/admin/settings", { headers: ADMIN_HEADERS })).json()) as SiteSettings;
  const { name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin, socialLinks } = current;
  const saved = await page.request.put("/api/admin/settings", {
    headers: ADMIN_HEADERS,
    data: {
      ...{ name, tagline, address, phone, email, pastor, timeZone, serviceTimes, contactServiceTimes, textToJoin, socialLinks },
      themeSong: { title: "Water Walkers (Remix)", tracks: PASTED },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

