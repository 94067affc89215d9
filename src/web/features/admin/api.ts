import { useQuery } from "@tanstack/react-query";
import type { ErrorBody } from "../../../shared/errors";
import type { AdminSession, AdminSessionResponse } from "../../../shared/admin";
import { ApiError, retryUnlessClientError } from "../../lib/api";

export const ADMIN_SESSION_KEY = ["admin", "session"] as const;

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === "object" && body !== null && "error" in body;
}

/**
 * Calls the admin API. The session rides in an HttpOnly cookie the page never sees; every request carries the
 * X-Admin-Request header the server requires on unsafe methods (CSRF defence).
 */
export async function adminApi<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  // A FormData body (a file upload) goes as multipart, with the boundary the browser sets itself.
  const multipart = init.body instanceof FormData;
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "same-origin",
    signal: init.signal,
    headers: {
      Accept: "application/json",
      "X-Admin-Request": "1",
      ...(init.body === undefined || multipart ? {} : { "Content-Type": "application/json" }),
    },
    body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
  });
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message, body.error.fields, body.error.params);
    throw new ApiError(response.status, "http_error", response.statusText || "Request failed");
  }
  return body as T;
}

/** Uploads one file (multipart field "file") to an admin endpoint. */
export function adminUpload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.set("file", file);
  return adminApi<T>(path, { method: "POST", body: form });
}

/** SPEC.md section 4: the stored session is checked on start; an invalid one counts as signed out. */
export function useAdminSession() {
  return useQuery({
    queryKey: ADMIN_SESSION_KEY,
    queryFn: async ({ signal }): Promise<AdminSession | null> => {
      const session = await adminApi<AdminSessionResponse>("/api/admin/auth/session", { signal });
      return session.success ? session : null;
    },
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}
