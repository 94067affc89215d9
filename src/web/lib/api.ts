import { PUBLIC_ERROR_TEXT } from "../../shared/error-catalogue";
import type { ErrorBody } from "../../shared/errors";
import { i18n } from "../i18n";
import type { ApiMethod, ApiPath, ApiResponse } from "./api-contract";

/** An API response that was not 2xx; message is the server's, ready to show. */
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


/** The ApiError of a non-2xx response: the server's message, or our own text for the codes we know. */
function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  if (!isErrorBody(body)) return new ApiError(status, "http_error", statusText || "Request failed");
  const { code, message, fields, params } = body.error;
  const own = PUBLIC_ERROR_TEXT[code]?.key;
  return new ApiError(status, code, own && i18n.exists(own) ? i18n.t(own, params) : message, fields, params);
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const { error } = body;
  return typeof error === "object" && error !== null && "message" in error && typeof error.message === "string";
}


/** Who hears that a member's request found no session (features/auth/BrowserSessionWatch.tsx). */
const sessionLostListeners = new Set<() => void>();

/** Calls `listener` whenever a member request gets a 401 response; gives the function that stops. */
export function onMemberSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

/** A 401 from the member API means the session ended (expired, or ended elsewhere); sign-in and the admin portal's are their own. */
function isMemberApi(path: string): boolean {
  return path.startsWith("/api/") && !path.startsWith("/api/auth/") && !path.startsWith("/api/admin");
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON, or a FormData (a file upload: multipart, with the boundary the browser sets itself). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The request outlives the page (a report sent while leaving). */
  keepalive?: boolean;
}

/**
 * The one fetch of the web app: calls our own API (same-origin cookies included) and reads the JSON response
 * (undefined for 204); a non-2xx response throws an ApiError with the server's message and field errors.
 */
export async function apiRequest<T>(path: string, { method = "GET", body, signal, headers, keepalive }: ApiRequest = {}): Promise<T> {
  const multipart = body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    signal,
    keepalive,
    headers: { Accept: "application/json", ...(body === undefined || multipart ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
  if (response.status === 401 && isMemberApi(path)) for (const listener of sessionLostListeners) listener();
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response.status, response.statusText, data);
  return data as T;
}

/**
 * GETs JSON from our own API. The response's type is the one its route promises (lib/api-contract.ts, decision
 * 0091); the public pages skip re-parsing it with zod to keep zod out of the first page's bundle.
 */
export function apiGet<P extends ApiPath>(path: P, signal?: AbortSignal): Promise<ApiResponse<P>>;
/** A response the server does not type (or one the caller ignores): the caller names it, with a comment saying why. */
export function apiGet<T = unknown>(path: string, signal?: AbortSignal): Promise<T>;
export function apiGet(path: string, signal?: AbortSignal): Promise<unknown> {
  return apiRequest(path, { signal });
}

/** Sends JSON to our own API and reads the JSON response, typed by its route as apiGet's; errors as apiGet. */
export function apiSend<M extends Exclude<ApiMethod, "GET">, P extends ApiPath>(method: M, path: P, body?: unknown): Promise<ApiResponse<P, M>>;
/** A response the server does not type (or one the caller ignores): the caller names it, with a comment saying why. */
export function apiSend<T = unknown>(method: Exclude<ApiMethod, "GET">, path: string, body?: unknown): Promise<T>;
export function apiSend(method: Exclude<ApiMethod, "GET">, path: string, body?: unknown): Promise<unknown> {
  return apiRequest(path, { method, body });
}

/** The header every admin API call carries; the server requires it on unsafe methods (CSRF defence). */
export const ADMIN_REQUEST_HEADERS = { "X-Admin-Request": "1" } as const;

/**
 * POSTs a multipart form with upload progress (XMLHttpRequest: fetch cannot report it). Resolves with the JSON body
 * for the statuses in `accept` (2xx by default); any other response throws an ApiError, parsed as apiRequest's.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  { onProgress, headers = {}, accept = (status) => status >= 200 && status < 300 }: { onProgress?: (loaded: number) => void; headers?: Record<string, string>; accept?: (status: number, body: unknown) => boolean } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    for (const [name, value] of Object.entries({ Accept: "application/json", ...headers })) request.setRequestHeader(name, value);
    request.responseType = "json";
    if (onProgress) request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onerror = () => reject(new ApiError(0, "network_error", "The upload was interrupted."));
    request.onload = () => {
      const body: unknown = request.response;
      if (accept(request.status, body)) resolve(body as T);
      else reject(apiErrorOf(request.status, request.statusText, body));
    };
    request.send(form);
  });
}

/** TanStack Query retry policy: a 4xx response will not change on retry, a network error or 5xx may. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
