import { describe, expect, it } from "vitest";
import {
  DEFAULT_PREFERENCE,
  PLAYER_STORAGE_KEY,
  readPlayerPreference,
  savePlayerPreference,
} from "../../src/web/features/player/player-preference";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("theme-song player preference", () => {
  it("starts collapsed on the first provider", () => {
    expect(readPlayerPreference(memoryStorage())).toEqual({ open: false, provider: "spotify" });
  });

  it("restores what was saved", () => {
    const storage = memoryStorage();
    savePlayerPreference(storage, { open: true, provider: "apple" });
    expect(readPlayerPreference(storage)).toEqual({ open: true, provider: "apple" });
  });

  it("falls back to the default for malformed or unknown values", () => {
    expect(readPlayerPreference(memoryStorage({ [PLAYER_STORAGE_KEY]: "{not json" }))).toEqual(DEFAULT_PREFERENCE);
    expect(readPlayerPreference(memoryStorage({ [PLAYER_STORAGE_KEY]: '{"open":true,"provider":"napster"}' }))).toEqual({
      open: true,
      provider: "spotify",
    });
    expect(readPlayerPreference(memoryStorage({ [PLAYER_STORAGE_KEY]: "null" }))).toEqual(DEFAULT_PREFERENCE);
  });

  it("keeps working when storage refuses to save", () => {
    const refusing = { setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(() => savePlayerPreference(refusing, { open: true, provider: "apple" })).not.toThrow();
  });
});
