import { PUBLIC_ERROR_TEXT } from "../../shared/error-catalogue";
import type { ErrorBody } from "../../shared/errors";
import { i18n } from "../i18n";

/** An API answer that was not 2xx; message is the server's, ready to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}


/** The ApiError of a non-2xx answer: the server's message, or our own text for the codes we know. */
function apiErrorOf(response: Response, body: unknown): ApiError {
  if (!isErrorBody(body)) return new ApiError(response.status, "http_error", response.statusText || "Request failed");
  const { code, message, fields, params } = body.error;
  const own = PUBLIC_ERROR_TEXT[code]?.key;
  return new ApiError(response.status, code, own && i18n.exists(own) ? i18n.t(own, params) : message, fields, params);
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const { error } = body;
  return typeof error === "object" && error !== null && "message" in error && typeof error.message === "string";
}

/**
 * Where the API's reads go: the network in the browser; the server's own app, in process, while it draws a
 * public page (entry-server.tsx), so the page and the answers it was drawn with are the ones a visitor gets.
 */
export const apiTransport: { get: (path: string, init: RequestInit) => Promise<Response> } = {
  get: (path, init) => fetch(path, init),
};

/**
 * GETs JSON from our own API. Responses are typed by the shared contract (src/shared), which the server
 * validates; the public pages skip re-parsing them with zod to keep zod out of the first page's bundle.
 */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await apiTransport.get(path, { headers: { Accept: "application/json" }, signal });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response, body);
  return body as T;
}

/** Sends JSON to our own API (same-origin cookies included) and reads the JSON answer; errors as apiGet. */
export async function apiSend<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response, answer);
  return answer as T;
}

/** SPEC.md section 8: a failed fetch keeps the error's message, or "An error occurred" for anything else. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "An error occurred";
}

/** TanStack Query retry policy: a 4xx answer will not change on retry, a network error or 5xx may. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
