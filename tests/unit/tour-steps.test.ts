import { describe, expect, it } from "vitest";
import { DESKTOP_STEPS, MOBILE_STEPS, tourStepsFor } from "../../src/web/features/tour/tour-steps";

const drawn = (...selectors: string[]) => (selector: string) => selectors.includes(selector);
const allDesktop = DESKTOP_STEPS.map((s) => s.target);

describe("the guided tour follows the header as it is drawn", () => {
  it("takes the mobile steps on a phone", () => {
    expect(tourStepsFor(375, drawn(...allDesktop))).toBe(MOBILE_STEPS);
  });

  it("takes the mobile steps on a tablet or small laptop, where the header shows its menu button", () => {
    expect(tourStepsFor(1024, drawn('[data-tour="mobile-menu"]', '[data-tour="watch-live"]', '[data-tour="profile"]'))).toBe(MOBILE_STEPS);
  });

  it("points at the last menu for a main link that moved into it (Give in Spanish at 1280 px)", () => {
    const steps = tourStepsFor(1280, drawn(...allDesktop.filter((t) => t !== '[data-tour="nav-give"]')));
    expect(steps).toHaveLength(DESKTOP_STEPS.length);
    expect(steps.find((s) => s.contentKey === "tour.steps.give")?.target).toBe('[data-tour="resources"]');
    expect(steps.find((s) => s.contentKey === "tour.steps.events")?.target).toBe('[data-tour="nav-events"]');
  });

  it("keeps every desktop step where the whole row fits", () => {
    expect(tourStepsFor(1536, drawn(...allDesktop))).toEqual(DESKTOP_STEPS);
  });
});
