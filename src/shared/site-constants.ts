/** Plain constants of the site contract, kept free of zod so the public pages can import them cheaply. */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** The services the theme song can be embedded from (theme-song.ts). */
export { THEME_SONG_PROVIDERS as MUSIC_PROVIDERS, type ThemeSongProvider as MusicProvider } from "./theme-song";
