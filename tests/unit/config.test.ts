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

describe("delivery configuration", () => {
  it("links in emails point at this server unless PUBLIC_URL says otherwise", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://www.example.org/" }).publicUrl).toBe("https://www.example.org");
    expect(() => loadConfig({ PUBLIC_URL: "ftp://example.org" })).toThrow(/PUBLIC_URL/);
  });

  it("accepts an SMTP URL and refuses anything else", () => {
    expect(loadConfig({ SMTP_URL: "smtps://user:pass@mail.example.org:465" }).SMTP_URL).toBe("smtps://user:pass@mail.example.org:465");
    expect(() => loadConfig({ SMTP_URL: "mail.example.org" })).toThrow(/SMTP_URL must start with smtp/);
  });

  it("uses Twilio only when all three of its variables are set", () => {
    expect(loadConfig({}).twilio).toBeUndefined();
    const twilio = { TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "+15595550100" };
    expect(loadConfig(twilio).twilio).toEqual({ accountSid: "AC1", authToken: "t", from: "+15595550100" });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: "AC1" })).toThrow(/Twilio needs all of/);
    expect(() => loadConfig({ TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "+15595550100" })).toThrow(/Twilio needs all of/);
  });

  it("takes TWILIO_AUTH_TOKEN alone to receive texts (the webhook's signatures) without sending any", () => {
    const config = loadConfig({ TWILIO_AUTH_TOKEN: "t" });
    expect(config.TWILIO_AUTH_TOKEN).toBe("t");
    expect(config.twilio).toBeUndefined();
  });
});
