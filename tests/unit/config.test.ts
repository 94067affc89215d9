import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";

describe("configuration", () => {
  it("has working defaults for a small church: port 3000, data in ./data, embedded database", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(path.resolve("./data"));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO_CONTENT).toBe(true);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts a PostgreSQL URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/church" }).DATABASE_URL).toBe("postgres://u:p@db:5432/church");
  });

  it("refuses to start with a clear message when a value is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://db/church" })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
});
