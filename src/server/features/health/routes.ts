import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { HealthReport } from "../../../shared/health";
import type { AppContext } from "../../app-context";
import type { AppEnv } from "../../lib/http/app-env";

const startedAt = Date.now();

export function healthRoutes({ database, version }: Pick<AppContext, "database" | "version">) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const began = performance.now();
    let dbStatus: HealthReport["db"]["status"] = "ok";
    try {
      await database.db.execute(sql`select 1`);
    } catch (err) {
      dbStatus = "down";
      c.var.logger.error({ err }, "health check: database unreachable");
    }
    const report: HealthReport = {
      status: dbStatus === "ok" ? "ok" : "degraded",
      version,
      db: { status: dbStatus, dialect: database.dialect, latencyMs: Math.round((performance.now() - began) * 100) / 100 },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      timestamp: new Date().toISOString(),
    };
    c.header("Cache-Control", "no-store");
    return c.json(report, dbStatus === "ok" ? 200 : 503);
  });
}
