import { z } from "./zod";

export const healthReport = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  db: z.object({ status: z.enum(["ok", "down"]), dialect: z.enum(["pglite", "postgres"]), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
  timestamp: z.string(),
});
export type HealthReport = z.infer<typeof healthReport>;
