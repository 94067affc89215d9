/*
 * The prayer wall's fixed lists and limits, without zod: the prayer page's forms need them when it loads, and
 * their schemas (prayer.ts, which re-exports these) only when a form is checked (web/lib/lazy-zod-resolver.ts).
 */

export const PRAYER_VISIBILITIES = ["public", "members", "pastors"] as const;
export type PrayerVisibility = (typeof PRAYER_VISIBILITIES)[number];

export const PRAYER_CATEGORIES = ["health", "family", "work", "grief", "faith", "thanksgiving", "other"] as const;
export type PrayerCategory = (typeof PRAYER_CATEGORIES)[number];

/** pending: waits for approval (when the setting asks for it); hidden: taken off the wall by a moderator. */
export const PRAYER_STATUSES = ["pending", "approved", "hidden"] as const;
export type PrayerStatus = (typeof PRAYER_STATUSES)[number];

export const PRAYER_LIMITS = { title: 120, body: 2000, praiseReport: 2000, reportReason: 500, note: 2000 } as const;
export const PRAYER_PAGE_SIZE = 20;
