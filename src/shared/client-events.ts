import { z } from "./zod";

/** The client reports a path its router could not match, so the server log shows broken links. */
export const notFoundReport = z.object({ path: z.string().min(1).max(2048) });
