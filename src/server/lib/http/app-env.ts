import type { RequestIdVariables } from "hono/request-id";
import type { Logger } from "../logger";

/** Variables every request carries through the middleware chain. */
export type AppEnv = { Variables: RequestIdVariables & { logger: Logger } };
