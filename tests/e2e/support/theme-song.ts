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

/** Sets the song through the admin API (the same values every time, so tests beside each other agree). */
export async function setThemeSong(page: Page) {
  await signInAs(page, E2E_ADMINS.settingsOnly);
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

