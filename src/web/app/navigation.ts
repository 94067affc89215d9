import { navLinks, type NavLink } from "../../shared/site-map";

/** The header's links (SPEC.md section 2), from the pages' `nav` entries in the features' manifests (src/shared/features). */
export type { NavLink };

export const MAIN_LINKS: NavLink[] = navLinks("main");

export const RESOURCE_LINKS: NavLink[] = navLinks("resources");

/** The mobile side menu shows the same links plus Gallery. */
export const MOBILE_EXTRA_LINKS: NavLink[] = navLinks("mobile");

/**
 * A signed-in member's own pages (issue 23, item 6): the account menu and the side menu list these, in this order.
 * My events is the panel on /events; My community the "My community" tab of /community.
 */
export const ACCOUNT_LINKS: NavLink[] = navLinks("account");
