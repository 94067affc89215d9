import { describe, expect, it } from "vitest";
import { fitNavItems } from "../../src/web/components/layout/header/header-fit";

const base = { itemWidths: [60, 80, 170, 70, 100, 80], gap: 4, resourcesWidth: 100, moreWidth: 70 };
// every link and "Resources": 560 + 6 * 4 + 100
const ALL = 684;

describe("fitNavItems", () => {
  it("shows every link when the row with Resources fits exactly", () => {
    expect(fitNavItems({ ...base, available: ALL })).toBe(6);
    expect(fitNavItems({ ...base, available: 2000 })).toBe(6);
  });

  it("moves links from the end into More as soon as one pixel is missing", () => {
    // 5 links: 480 + 20 + More 70 = 570
    expect(fitNavItems({ ...base, available: ALL - 1 })).toBe(5);
    expect(fitNavItems({ ...base, available: 570 })).toBe(5);
    expect(fitNavItems({ ...base, available: 569 })).toBe(4);
  });

  it("leaves only More when not even the first link fits beside it", () => {
    // 1 link: 60 + 4 + 70 = 134
    expect(fitNavItems({ ...base, available: 134 })).toBe(1);
    expect(fitNavItems({ ...base, available: 133 })).toBe(0);
    expect(fitNavItems({ ...base, available: 0 })).toBe(0);
  });

  it("counts a wider More button (a longer word in Spanish) against the row", () => {
    expect(fitNavItems({ ...base, moreWidth: 120, available: 570 })).toBe(4);
  });

  it("tolerates sub-pixel rounding of measured widths", () => {
    expect(fitNavItems({ ...base, available: ALL - 0.4 })).toBe(6);
  });
});
