import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { ERROR_CODES } from "../../shared/errors";
import { AppError } from "../lib/errors";

/** The largest JSON (or other non-upload) request body the API reads: a long study guide is well under it. */
const API_BODY_LIMIT_BYTES = 1024 * 1024;

const limitJson = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError(ERROR_CODES.tooLarge, 413, "The request is too large.");
  },
});

/** Methods whose requests carry no body (the Node adapter gives them none). */
const WITHOUT_BODY = new Set(["GET", "HEAD"]);

/**
 * Refuses an oversized body before any route reads it, so a client cannot make the server parse megabytes of
 * JSON. Multipart uploads pass through: each upload route sets its own, larger limit (lib/storage/uploads.ts).
 * A GET or HEAD is not looked at: asking for its body made the Node adapter build a whole Request (with its
 * abort signal) for every read, a few per cent of a member's request.
 */
export const apiBodyLimit = createMiddleware(async (c, next) => {
  if (WITHOUT_BODY.has(c.req.method)) return next();
  if (c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data")) return next();
  return limitJson(c, next);
});
