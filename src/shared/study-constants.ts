// The weekly study guides' limits, free of zod so the guide pages can read them as they load (study.ts re-exports).

/** The guide archive's last page number an address may ask for (twelve guides a page: centuries of weeks). */
export const GUIDE_ARCHIVE_MAX_PAGE = 1000;
