import { describe, expect, it } from "vitest";
import { budgetMisses, cpuCountersOf, hostTookTheCores, LOW_TIER_PHONE_INDEX, median, MID_TIER_PHONE_INDEX, ranAtCalibratedSpeed, slowdownFor, stolenShare, type PageScores } from "../../scripts/lighthouse-calibration";

describe("the speed gate's calibration (issue 49)", () => {
  it("slows a desktop of benchmarkIndex 1,500 four times, as Lighthouse's default does", () => {
    expect(slowdownFor(1500, MID_TIER_PHONE_INDEX)).toBe(4);
  });

  it("slows a faster machine more and a slower one less, never below 1", () => {
    expect(slowdownFor(3000, MID_TIER_PHONE_INDEX)).toBe(8);
    expect(slowdownFor(1382, MID_TIER_PHONE_INDEX)).toBe(3.69);
    expect(slowdownFor(300, MID_TIER_PHONE_INDEX)).toBe(1);
    expect(slowdownFor(1500, LOW_TIER_PHONE_INDEX)).toBe(5.68);
  });

  it("refuses a benchmarkIndex that is not a positive number", () => {
    expect(() => slowdownFor(0, MID_TIER_PHONE_INDEX)).toThrow();
    expect(() => slowdownFor(Number.NaN, MID_TIER_PHONE_INDEX)).toThrow();
  });

  it("trusts a run made at the calibrated speed, within a quarter, and measures again one made faster or slower", () => {
    expect(ranAtCalibratedSpeed(4000, 4000)).toBe(true);
    expect(ranAtCalibratedSpeed(3000, 4000)).toBe(true);
    expect(ranAtCalibratedSpeed(5000, 4000)).toBe(true);
    expect(ranAtCalibratedSpeed(2161, 4000)).toBe(false);
    expect(ranAtCalibratedSpeed(946, 2161)).toBe(false);
    expect(ranAtCalibratedSpeed(0, 4000)).toBe(false);
  });

  it("takes the median of noisy readings", () => {
    expect(median([1900, 1400, 2100, 1500, 1650])).toBe(1650);
    expect(median([1000, 2000])).toBe(1500);
  });

  const passing: PageScores = { performance: 95, accessibility: 100, "best-practices": 95, seo: 95, totalBlockingTime: 200, layoutShift: 0.05 };

  it("passes a page exactly at every budget", () => {
    expect(budgetMisses(passing)).toEqual([]);
  });

  it("names each budget a page misses", () => {
    expect(budgetMisses({ ...passing, performance: 94 })).toEqual(["performance 94 < 95"]);
    expect(budgetMisses({ ...passing, accessibility: 98 })).toEqual(["accessibility 98 < 100"]);
    expect(budgetMisses({ ...passing, "best-practices": 92, seo: 90 })).toEqual(["best-practices 92 < 95", "seo 90 < 95"]);
    expect(budgetMisses({ ...passing, totalBlockingTime: 201 })).toEqual(["blocking time 201 ms > 200 ms"]);
    expect(budgetMisses({ ...passing, layoutShift: 0.051 })).toEqual(["layout shift 0.051 > 0.05"]);
  });

  it("reads how much of the machine's CPU time its host took from /proc/stat's cpu line", () => {
    const before = cpuCountersOf("cpu  100 0 50 800 10 0 5 35 0 0\ncpu0 50 0 25 400 5 0 2 17 0 0\n");
    const after = cpuCountersOf("cpu  150 0 70 900 10 0 5 65 0 0\ncpu0 75 0 35 450 5 0 2 32 0 0\n");
    expect(before).toEqual({ total: 1000, steal: 35 });
    expect(after && before && stolenShare(before, after)).toBe(0.15);
  });

  it("measures a run again when the host took more than 5 % of the CPU time during it", () => {
    expect(hostTookTheCores(0.15)).toBe(true);
    expect(hostTookTheCores(0.051)).toBe(true);
    expect(hostTookTheCores(0.05)).toBe(false);
    expect(hostTookTheCores(0)).toBe(false);
  });

  it("finds no counters where /proc/stat has no cpu line, and no share where no time passed", () => {
    expect(cpuCountersOf("")).toBeUndefined();
    expect(cpuCountersOf("intr 1 2 3")).toBeUndefined();
    expect(stolenShare({ total: 10, steal: 1 }, { total: 10, steal: 1 })).toBe(0);
  });
});
