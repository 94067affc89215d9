import path from "node:path";
import { z } from "zod";

/** Every environment variable the server reads; the README's configuration table mirrors this. */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO_CONTENT: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  TRUST_PROXY: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
});

export type Config = z.infer<typeof configSchema> & { webDistDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=` from a compose file) means "not set", as for DATABASE_URL; PORT would else be 0.
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v?.trim())));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    webDistDir: path.resolve(import.meta.dirname, "../../dist/web"),
  };
}
