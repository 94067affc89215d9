import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serviceWorkerBuild, shortNameOf } from "../../src/server/features/pwa/routes";
import { acceptableEndpoint } from "../../src/server/features/push/service";
import { resolveVapidKeys } from "../../src/server/features/push/vapid";
import { loadConfig } from "../../src/server/config";

describe("the installable site", () => {
  it("names the app on a launcher in at most 12 characters", () => {
    expect(shortNameOf("Living Water Home Church")).toBe("Living Water");
    expect(shortNameOf("Grace")).toBe("Grace");
    expect(shortNameOf("Congregational Church of Fresno")).toBe("CCOF");
  });

  it("gives the service worker a new version when the build changes, and installs it with the icons and offline pages alone", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sw-build-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), "<html></html>");
    const siteClient = mkdtempSync(path.join(tmpdir(), "sw-site-"));
    const site = path.join(siteClient, "_astro");
    mkdirSync(site);
    for (const name of ["AdminPortal-bbb.js", "index-aaa.js", "index-aaa.js.br"]) writeFileSync(path.join(dir, "assets", name), name);
    for (const name of ["PageFrame.aaa.js", "PageFrame.aaa.js.br", "styles.aaa.css", "hls.light.ccc.js"]) writeFileSync(path.join(site, name), name);
    const first = serviceWorkerBuild(dir, siteClient);
    // No script or style at install (pages hand the worker theirs as they use them): a first visit fetches no more.
    expect(first?.precache).toEqual(["/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png", "/icons/apple-touch-icon.png", "/favicon.svg", "/offline?lang=en", "/offline?lang=es"]);
    expect(first?.assets).toEqual(["/assets/AdminPortal-bbb.js", "/assets/index-aaa.js", "/_astro/PageFrame.aaa.js", "/_astro/hls.light.ccc.js", "/_astro/styles.aaa.css"]);
    writeFileSync(path.join(site, "PageFrame.ddd.js"), "new");
    const second = serviceWorkerBuild(dir, siteClient);
    expect(second?.version).not.toBe(first?.version);
    // A precached file whose name has no hash is new by its content alone.
    mkdirSync(path.join(dir, "icons"), { recursive: true });
    writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    const third = serviceWorkerBuild(dir, siteClient);
    expect(third?.version).not.toBe(second?.version);
    writeFileSync(path.join(dir, "favicon.svg"), "<svg></svg>");
    expect(serviceWorkerBuild(dir, siteClient)?.version).not.toBe(third?.version);
  });
});

describe("push endpoints", () => {
  it("accepts the browsers' push services only, and loopback only for tests", () => {
    expect(acceptableEndpoint("https://fcm.googleapis.com/fcm/send/abc", false)).toBe(true);
    expect(acceptableEndpoint("https://updates.push.services.mozilla.com/wpush/v2/abc", false)).toBe(true);
    expect(acceptableEndpoint("https://web.push.apple.com/abc", false)).toBe(true);
    expect(acceptableEndpoint("https://db5p.notify.windows.com/w/?token=abc", false)).toBe(true);
    expect(acceptableEndpoint("http://fcm.googleapis.com/fcm/send/abc", false)).toBe(false);
    expect(acceptableEndpoint("https://fcm.googleapis.com:8443/fcm/send/abc", false)).toBe(false);
    expect(acceptableEndpoint("https://169.254.169.254/latest", false)).toBe(false);
    expect(acceptableEndpoint("http://127.0.0.1:9000/push/1", false)).toBe(false);
    expect(acceptableEndpoint("http://127.0.0.1:9000/push/1", true)).toBe(true);
  });
});

describe("the VAPID keys", () => {
  it("are generated once and kept in DATA_DIR like AUTH_SECRET, or taken from the environment", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vapid-"));
    const first = resolveVapidKeys({}, dir, "http://localhost:3000");
    expect(first.source).toBe("file");
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((statSync(path.join(dir, "vapid-keys.json")).mode & 0o777).toString(8)).toBe("600");
    // A restart finds the same pair, so subscribed browsers keep receiving.
    expect(resolveVapidKeys({}, dir, "http://localhost:3000")).toEqual(first);
    expect(resolveVapidKeys({}, dir, "https://www.church.test").subject).toBe("https://www.church.test");
    const env = { VAPID_PUBLIC_KEY: "B".repeat(87), VAPID_PRIVATE_KEY: "p".repeat(43), VAPID_SUBJECT: "mailto:office@church.test" };
    expect(resolveVapidKeys(env, dir, "http://localhost:3000")).toEqual({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: "mailto:office@church.test", source: "env" });
  });

  it("refuse to start with only half of the pair, or a subject push services cannot use", () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: "B".repeat(87) })).toThrow(/needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: "office@church.test" })).toThrow(/VAPID_SUBJECT must start with mailto: or https:\/\//);
    expect(loadConfig({}).PUSH_RATE_PER_MINUTE).toBe(600);
  });
});
