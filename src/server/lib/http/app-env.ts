import type { RequestIdVariables } from "hono/request-id";
import type { Logger } from "../logger";

/** Variables every request carries through the middleware chain. */
export type AppEnv = {
  Variables: RequestIdVariables & {
    logger: Logger;
    /** The hashes of the inline scripts an Astro page runs (its islands' loaders), allowed by this response's CSP. */
    pageScriptHashes?: string[];
  };
};
