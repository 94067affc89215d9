import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_CODES } from "../../shared/errors";

/** Services throw this; the error middleware turns it into `{error: {code, message, fields?}}`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Values the web app puts into its own text for this code, in the reader's language. */
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  static notFound(message = "Not found") {
    return new AppError(ERROR_CODES.notFound, 404, message);
  }

  static validation(message: string, fields?: Record<string, string[]>) {
    return new AppError(ERROR_CODES.validation, 400, message, fields);
  }

  static rateLimited(message = "Too many requests. Please wait a moment and try again.") {
    return new AppError(ERROR_CODES.rateLimited, 429, message);
  }
}
