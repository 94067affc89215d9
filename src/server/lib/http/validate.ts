import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError } from "../errors";

/** zod validation at the edge; failures become the standard 400 body with per-field messages. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const key = issue.path.join(".") || target;
        (fields[key] ??= []).push(issue.message);
      }
      throw AppError.validation("Some fields are not valid.", fields);
    }
  });
}
