/** SPEC.md section 2 "Guided tour": the steps, by data-tour target in the header. */
interface TourStepSpec {
  target: string;
  contentKey: string;
  placement?: "bottom" | "left" | "right" | "top";
}

/** SPEC.md section 9: below 768 px the tour uses the mobile steps. */
const MOBILE_BREAKPOINT_PX = 768;
/** SPEC.md section 9: active 1.5 s after the membership check, started 0.5 s after activation. */
export const TOUR_OFFER_DELAY_MS = 1500;
export const TOUR_START_DELAY_MS = 500;

export const DESKTOP_STEPS: TourStepSpec[] = [
  { target: '[data-tour="main-nav"]', contentKey: "tour.steps.welcome" },
  { target: '[data-tour="resources"]', contentKey: "tour.steps.prayer" },
  { target: '[data-tour="nav-events"]', contentKey: "tour.steps.events" },
  { target: '[data-tour="nav-study"]', contentKey: "tour.steps.study" },
  { target: '[data-tour="resources"]', contentKey: "tour.steps.sermons" },
  { target: '[data-tour="nav-give"]', contentKey: "tour.steps.give" },
  { target: '[data-tour="watch-live"]', contentKey: "tour.steps.watch" },
  { target: '[data-tour="profile"]', contentKey: "tour.steps.profile", placement: "left" },
];

export const MOBILE_STEPS: TourStepSpec[] = [
  { target: '[data-tour="mobile-menu"]', contentKey: "tour.steps.mobileMenu" },
  { target: '[data-tour="watch-live"]', contentKey: "tour.steps.watch" },
  { target: '[data-tour="profile"]', contentKey: "tour.steps.profile", placement: "left" },
];

/** The header's last menu: links that do not fit the row (Spanish at 1280 px: "Ofrendar") move into it. */
const LAST_MENU = '[data-tour="resources"]';

/**
 * The steps for the header as it is displayed: the mobile steps below 768 px, and wherever the header shows its
 * mobile menu instead of the links (it does below 1280 px, so that no link wraps); a main link that moved into
 * the last menu is shown there.
 */
export function tourStepsFor(viewportWidth: number, isVisible: (selector: string) => boolean = () => true): TourStepSpec[] {
  if (viewportWidth < MOBILE_BREAKPOINT_PX || isVisible('[data-tour="mobile-menu"]')) return MOBILE_STEPS;
  return DESKTOP_STEPS.map((step) => (step.target.startsWith('[data-tour="nav-') && !isVisible(step.target) ? { ...step, target: LAST_MENU } : step));
}

/** Whether the element is displayed (not display:none, not in a closed menu). */
export function isDisplayed(selector: string): boolean {
  const element = document.querySelector(selector);
  return element instanceof HTMLElement && element.getClientRects().length > 0;
}
