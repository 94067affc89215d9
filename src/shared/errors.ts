import { z } from "./zod";

/** The JSON body of every 4xx/5xx response (ARCHITECTURE.md, "Contracts every part keeps"). */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** Values for the web app's own text of this code (the site's address in forbidden_origin). */
    params: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

export { ERROR_CODES } from "./error-codes";
