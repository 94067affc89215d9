import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { healthReport } from "../../src/shared/health";
import { buildApp, databaseTargets, describeEachDatabase, fakeWebDist, openTestDatabase } from "./support/test-app";

const webDistDir = fakeWebDist();
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

describeEachDatabase("GET /api/health", (ctx) => {
  it("responds 200 with status ok, the version, the database and the uptime", async () => {
    const res = await ctx().app.request("/api/health");
    expect(res.status).toBe(200);
    const body = healthReport.parse(await res.json());
    expect(body.status).toBe("ok");
    expect(body.version).toBe("0.0.0-test");
    expect(body.db.status).toBe("ok");
    expect(body.db.dialect).toBe(ctx().database.dialect);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe.each(databaseTargets())("GET /api/health after the database closed [$name]", (target) => {
  it("responds 503 with the database down, so a load balancer takes the server out", async () => {
    const { database, dispose } = await openTestDatabase(target);
    try {
      const app = buildApp(database, webDistDir);
      expect((await app.request("/api/health")).status).toBe(200);
      await database.close();
      const res = await app.request("/api/health");
      expect(res.status).toBe(503);
      const body = healthReport.parse(await res.json());
      expect(body.status).toBe("degraded");
      expect(body.db).toMatchObject({ status: "down", dialect: target.name });
    } finally {
      await dispose();
    }
  });
});

it("responds 503 when the PostgreSQL server cannot be reached at all", async () => {
  // Port 1 on the loopback refuses at once: no server, and nothing leaves the machine.
  const database = await openDatabase({ kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none", poolSize: 1 });
  try {
    const res = await buildApp(database, webDistDir).request("/api/health");
    expect(res.status).toBe(503);
    expect(healthReport.parse(await res.json()).db).toMatchObject({ status: "down", dialect: "postgres" });
  } finally {
    await database.close();
  }
});
