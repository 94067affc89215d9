import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ERROR_CODES, type ErrorBody } from "../../../shared/errors";
import { isDataException } from "../db-errors";
import { AppError } from "../errors";
import type { AppEnv } from "./app-env";

/** The one place that maps thrown errors to JSON responses. */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    const body: ErrorBody = { error: { code: err.code, message: err.message, fields: err.fields, params: err.params } };
    return c.json(body, err.status);
  }
  if (err instanceof HTTPException) {
    const body: ErrorBody = { error: { code: `http_${err.status}`, message: err.message || "Request failed" } };
    return c.json(body, err.status);
  }
  if (err instanceof URIError) {
    // A malformed percent-encoding (`/uploads/%ZZ`) anywhere in the address: the sender's mistake, on every route.
    const body: ErrorBody = { error: { code: ERROR_CODES.badAddress, message: "This address is not valid." } };
    return c.json(body, 400);
  }
  if (isDataException(err)) {
    // The last line of defence behind zod: a value the database refused is the sender's mistake, not ours.
    c.var.logger.warn({ err }, "the database refused a value from the request");
    const body: ErrorBody = { error: { code: ERROR_CODES.validation, message: "Some fields are not valid." } };
    return c.json(body, 400);
  }
  c.var.logger.error({ err }, "unhandled error");
  const body: ErrorBody = { error: { code: ERROR_CODES.internal, message: "Something went wrong. Please try again." } };
  return c.json(body, 500);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) => {
  const body: ErrorBody = { error: { code: ERROR_CODES.notFound, message: `No API route for ${c.req.method} ${c.req.path}` } };
  return c.json(body, 404);
};
