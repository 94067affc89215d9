import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSession } from "../../../shared/admin";
import { ADMIN_REQUEST_HEADERS, apiRequest, retryUnlessClientError, type ApiRequest } from "../../lib/api";
import type { ApiMethod, ApiPath, ApiResponse } from "../../lib/api-contract";

export const ADMIN_SESSION_KEY = ["admin", "session"] as const;

/**
 * Calls the admin API (lib/api's one fetch). The session rides in an HttpOnly cookie the page never sees; every
 * request carries the X-Admin-Request header the server requires on unsafe methods (CSRF defence). The response's
 * type is the one its route promises, as apiGet's (lib/api-contract.ts).
 */
export function adminApi<P extends ApiPath, M extends ApiMethod = "GET">(
  path: P,
  init?: Omit<AdminInit, "method"> & { method?: M },
): Promise<ApiResponse<P, M>>;
/** A response the server does not type (or one the caller ignores): the caller names it, with a comment saying why. */
export function adminApi<T = unknown>(path: string, init?: AdminInit): Promise<T>;
export function adminApi(path: string, init: AdminInit = {}): Promise<unknown> {
  return apiRequest(path, { ...init, headers: ADMIN_REQUEST_HEADERS });
}

type AdminInit = Pick<ApiRequest, "method" | "body" | "signal">;

/** Uploads one file (multipart field "file") to an admin endpoint; its response is typed by the route, as adminApi's. */
export function adminUpload<P extends ApiPath>(path: P, file: File): Promise<ApiResponse<P, "POST">> {
  const form = new FormData();
  form.set("file", file);
  return adminApi(path, { method: "POST", body: form });
}

/** SPEC.md section 4: the stored session is checked on start; an invalid one counts as signed out. */
export function useAdminSession() {
  return useQuery({
    queryKey: ADMIN_SESSION_KEY,
    queryFn: async ({ signal }): Promise<AdminSession | null> => {
      const session = await adminApi("/api/admin/auth/session", { signal });
      return session.success ? session : null;
    },
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}

/** The authenticator enrolment (QR code and secret) of a first sign-in; asked once, never retried. */
export function useAdminEnrolment(enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "enrolment"],
    queryFn: ({ signal }) => adminApi("/api/admin/auth/2fa/enrolment", { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

const ADMIN_ACCOUNTS_KEY = ["admin", "accounts"] as const;

/** /admin/users: the admin accounts. */
export function useAdminAccounts() {
  return useQuery({
    queryKey: ADMIN_ACCOUNTS_KEY,
    queryFn: ({ signal }) => adminApi("/api/admin/accounts", { signal }),
  });
}

/** One change to an admin account (invite, permissions, disable, 2FA reset, removal); answers its success text. */
export function useAdminAccountChange(onSuccess: (message: string) => void, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { path: string; method: "POST" | "PATCH" | "DELETE"; body?: unknown; success: string | ((answer: { delivery?: string } | null) => string) }) =>
      // The path is one of several account routes, chosen at run time: what they have in common is named here.
      adminApi<{ delivery?: string } | null>(request.path, { method: request.method, body: request.body }).then((answer) =>
        typeof request.success === "string" ? request.success : request.success(answer),
      ),
    onSuccess: (message) => {
      onSuccess(message);
      void queryClient.invalidateQueries({ queryKey: ADMIN_ACCOUNTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    },
    onError,
  });
}
