import { useQuery, useQueryClient } from "@tanstack/react-query";
import { tellServiceWorker } from "../../lib/service-worker";
import { useCallback } from "react";
import { GUEST_FLAG_KEY, GUEST_FLAG_VALUE, holdsRole, type AccountMe } from "../../../shared/account-constants";
import { apiGet, apiSend } from "../../lib/api";
import { isSameSitePath } from "../../../shared/safe-link";

/*
 * The header's view of the member: one small GET /api/account/me (session, profile and roles), no auth
 * client library in the first page's JavaScript. Forms call better-auth's routes with plain fetch.
 */

export const ACCOUNT_QUERY_KEY = ["account", "me"] as const;

export function useAccount() {
  const query = useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<AccountMe>("/api/account/me", signal),
    staleTime: 60_000,
    retry: 1,
  });
  const me = query.data;
  return {
    loading: query.isPending,
    me,
    user: me?.user ?? null,
    roles: me?.roles ?? [],
    isAdmin: holdsRole(me?.roles ?? [], "admin"),
    isModerator: holdsRole(me?.roles ?? [], "moderator"),
  };
}

/** Re-reads the session after a sign-in, sign-out or profile change (roles are looked up with it). */
export function useRefreshAccount() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }), [client]);
}

export function useSetAccount() {
  const client = useQueryClient();
  return useCallback((me: AccountMe) => client.setQueryData(ACCOUNT_QUERY_KEY, me), [client]);
}

/** SPEC.md section 3: the guest flag (value 1) in the browser. */
export const guestFlag = {
  get: () => {
    try {
      return localStorage.getItem(GUEST_FLAG_KEY) === GUEST_FLAG_VALUE;
    } catch {
      return false;
    }
  },
  set: () => {
    try {
      localStorage.setItem(GUEST_FLAG_KEY, GUEST_FLAG_VALUE);
    } catch {
      /* private mode: the guest choice lasts this page only */
    }
  },
  clear: () => {
    try {
      localStorage.removeItem(GUEST_FLAG_KEY);
    } catch {
      /* nothing stored */
    }
  },
};

/** Signing out ends the session, clears the guest flag, and the roles go with the session. */
export function useSignOut() {
  const refresh = useRefreshAccount();
  return useCallback(async () => {
    guestFlag.clear();
    await apiSend("POST", "/api/auth/sign-out", {});
    // The pages and reads the service worker kept for this member leave with them.
    tellServiceWorker({ type: "signed-out" });
    await refresh();
  }, [refresh]);
}

/** Where a member was going when asked to sign in; /auth/callback returns them there. */
const RETURN_KEY = "auth.returnTo";
export const returnTo = {
  remember: (path: string) => {
    try {
      sessionStorage.setItem(RETURN_KEY, path);
    } catch {
      /* ignore */
    }
  },
  take: (): string => {
    try {
      const path = sessionStorage.getItem(RETURN_KEY);
      sessionStorage.removeItem(RETURN_KEY);
      return path !== null && isSameSitePath(path) && !path.startsWith("/auth") ? path : "/";
    } catch {
      return "/";
    }
  },
};
