import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError } from "../errors";

/** The path of the first text holding a NUL character, which no PostgreSQL text column can store. */
function nulCharacterAt(value: unknown, at: string[] = []): string[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? at : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulCharacterAt(item, [...at, String(i)]);
      if (found) return found;
    }
  } else if (value && typeof value === "object" && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterAt(item, [...at, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** What each validating middleware checks, so the fuzz suite reads every route's fields from the code itself. */
const validators = new WeakMap<object, { target: keyof ValidationTargets; schema: ZodType }>();

/** The target and schema a middleware made by `validate` checks (tests/api/fuzz.test.ts walks app.routes with it). */
export function validationOf(handler: object): { target: keyof ValidationTargets; schema: ZodType } | undefined {
  return validators.get(handler);
}

/**
 * zod validation at the edge; failures become the standard 400 body with per-field messages. Text with a NUL
 * character is refused here too, whatever the schema says.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  const middleware = validator(target, schema);
  validators.set(middleware, { target, schema });
  return middleware;
}

function validator<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const key = issue.path.join(".") || target;
        (fields[key] ??= []).push(issue.message);
      }
      throw AppError.validation("Some fields are not valid.", fields);
    }
    const nul = nulCharacterAt(result.data);
    if (nul) throw AppError.validation("Some fields are not valid.", { [nul.join(".") || target]: ["Text cannot contain a NUL character."] });
  });
}
