import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";
import { GUEST_FLAG_KEY, GUEST_FLAG_VALUE, holdsRole, type AccountMe } from "../../../shared/account-constants";
import { apiGet } from "../../lib/api";
import { isSameSitePath } from "../../../shared/safe-link";

/*
 * The header's view of the member: one small GET /api/account/me (session, profile and roles), no auth
 * client library in the first page's JavaScript. Forms call better-auth's routes with plain fetch.
 */

export const ACCOUNT_QUERY_KEY = ["account", "me"] as const;

/**
 * The account read under way, shared: each island of a page keeps a cache of its own (src/site/react/PageFrame.tsx)
 * and asks as it hydrates, and the service worker holds a member's responses back while an account read is under way
 * (features/pwa), so the islands share one read instead of each making its own.
 */
let accountRead: Promise<AccountMe> | undefined;
function readAccount(): Promise<AccountMe> {
  accountRead ??= apiGet("/api/account/me").finally(() => {
    accountRead = undefined;
  });
  return accountRead;
}

export function useAccount() {
  const query = useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: readAccount,
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

/**
 * Signing out ends the session, clears the guest flag, and the roles go with the session. What this browser kept
 * for the member (the service worker's responses, the push subscription, the page's reads) goes even when the
 * request fails; the member is then told the sign-out did not get through, and the page finishes it as soon as
 * the server can be reached.
 */
export function useSignOut() {
  const client = useQueryClient();
  const refresh = useRefreshAccount();
  const { t } = useTranslation();
  return useCallback(async () => {
    guestFlag.clear();
    const leaving = client.getQueryData<AccountMe>(ACCOUNT_QUERY_KEY)?.user?.id;
    const session = await import("./browser-session");
    if (leaving) session.pendingSignOut.set(leaving);
    const done = await session.finishSignOut();
    // Still signed in on the server: the page finishes it when it can (BrowserSessionWatch), and says so now.
    if (!done) toast.error(t("nav.signOutFailed"));
    // The account is read again first, so the member's own reads are not asked for again without a session.
    await refresh();
    await session.forgetMember(client);
  }, [client, refresh, t]);
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
