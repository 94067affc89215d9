/** The codes of our own errors; kept free of zod so the first page's script can name them without its weight. */
export const ERROR_CODES = {
  validation: "validation_error",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  notFound: "not_found",
  rateLimited: "rate_limited",
  internal: "internal_error",
  tooLarge: "body_too_large",
  badAddress: "bad_address",
  forbiddenOrigin: "forbidden_origin",
} as const;
