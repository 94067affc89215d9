import { afterEach, describe, expect, it } from "vitest";
import { serviceNow, startServiceClockAt } from "../../src/server/features/sermons/service-clock";

describe("the service schedule's clock", () => {
  afterEach(() => startServiceClockAt(new Date()));

  it("reads the real time unless it is started elsewhere", () => {
    expect(Math.abs(serviceNow().getTime() - Date.now())).toBeLessThan(50);
  });

  it("started at an instant, reads that instant and runs on from it", async () => {
    const tuesdayNoon = new Date("2031-03-04T20:00:00Z");
    startServiceClockAt(tuesdayNoon);
    const first = serviceNow().getTime();
    expect(first - tuesdayNoon.getTime()).toBeGreaterThanOrEqual(0);
    expect(first - tuesdayNoon.getTime()).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(serviceNow().getTime() - first).toBeGreaterThanOrEqual(25);
  });
});
