import { describe, expect, it } from "vitest";
import { nextClipIndex } from "../../src/web/features/home/playlist";

describe("video playlist", () => {
  it("advances to the next clip and wraps to the first after the last", () => {
    expect(nextClipIndex(0, 3)).toBe(1);
    expect(nextClipIndex(1, 3)).toBe(2);
    expect(nextClipIndex(2, 3)).toBe(0);
  });

  it("stays on the only clip, and copes with an empty playlist", () => {
    expect(nextClipIndex(0, 1)).toBe(0);
    expect(nextClipIndex(0, 0)).toBe(0);
  });
});
