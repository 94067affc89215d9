/** The header's links (SPEC.md section 2). Labels are i18n keys under "nav". */
export interface NavLink {
  to: string;
  labelKey: string;
}

export const MAIN_LINKS: NavLink[] = [
  { to: "/", labelKey: "nav.home" },
  { to: "/watch", labelKey: "nav.watchLive" },
  { to: "/study", labelKey: "nav.bibleTools" },
  { to: "/events", labelKey: "nav.events" },
  { to: "/community", labelKey: "nav.community" },
  { to: "/give", labelKey: "nav.give" },
];

export const RESOURCE_LINKS: NavLink[] = [
  { to: "/sermons", labelKey: "nav.sermons" },
  { to: "/prayer", labelKey: "nav.prayer" },
  { to: "/store", labelKey: "nav.store" },
  { to: "/kingdom-builders-class", labelKey: "nav.kingdomBuilders" },
  { to: "/plan-visit", labelKey: "nav.planVisit" },
  { to: "/about", labelKey: "nav.about" },
];

/** The mobile side menu shows the same links plus Gallery. */
export const MOBILE_EXTRA_LINKS: NavLink[] = [{ to: "/gallery", labelKey: "nav.gallery" }];

/**
 * A signed-in member's own pages (issue 23, item 6): the account menu and the side menu list these, in this order.
 * My events is the panel on /events; My community the "My community" tab of /community.
 */
export const ACCOUNT_LINKS: NavLink[] = [
  { to: "/events#my-events", labelKey: "nav.account.events" },
  { to: "/give/history", labelKey: "nav.account.giving" },
  { to: "/store/orders", labelKey: "nav.account.orders" },
  { to: "/study/my", labelKey: "nav.account.study" },
  { to: "/community?tab=mine", labelKey: "nav.account.community" },
  { to: "/settings", labelKey: "nav.settings" },
];
