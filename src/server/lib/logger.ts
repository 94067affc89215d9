import pino from "pino";

export type Logger = pino.Logger;

/** JSON lines on stdout; one child logger per request carries its request id. */
export function createLogger(level: pino.LevelWithSilent): Logger {
  return pino({
    level,
    base: { service: "church-site" },
    redact: ["req.headers.cookie", "req.headers.authorization"],
  });
}
