/** Plain constants of the site contract, kept free of zod so the public pages can import them cheaply. */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MUSIC_PROVIDERS = ["spotify", "apple"] as const;
export type MusicProvider = (typeof MUSIC_PROVIDERS)[number];
