/*
 * The community hub's limits, without zod: /community's forms need them as the page loads, and their schemas
 * (community.ts, which re-exports these) only when a form is checked.
 */

export const DISCUSSION_LIMITS = { title: 140, body: 5000, reportReason: 500 } as const;
/** A member may correct a post for this long after writing it; after that it stands as written. */
export const DISCUSSION_EDIT_WINDOW_MINUTES = 15;
export const DISCUSSION_PAGE_SIZE = 20;
export const GROUP_MESSAGE_LIMITS = { subject: 150, body: 5000 } as const;
