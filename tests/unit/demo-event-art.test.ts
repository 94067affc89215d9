import { existsSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoEvents } from "../../src/server/db/seed/demo-events";

describe("the demo events' pictures", () => {
  const events = demoEvents("2026-11-27", "America/Los_Angeles");

  it("gives every demo event a picture drawn for it, at the event picture's size", async () => {
    expect(events.length).toBeGreaterThan(5);
    for (const event of events) {
      expect(event.imageUrl, event.key).toMatch(/^\/demo\/events\/[a-z-]+\.webp$/);
      const file = `public${event.imageUrl}`;
      expect(existsSync(file), file).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "webp" });
    }
  });
});
