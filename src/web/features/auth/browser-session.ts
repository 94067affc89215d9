import type { QueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../lib/api";
import { tellServiceWorker } from "../../lib/service-worker";

/*
 * What this browser keeps for a signed-in member, and how it lets it go when their session ends (a sign-out, even
 * one whose request failed; an expired session; another member signing in; a deleted account): the service
 * worker's private responses (features/pwa/service-worker.ts), the browser's push subscription, and the responses
 * the page itself has cached. A browser's push subscription belongs to the member who turned it on there: its
 * owner is written down beside it, and it is removed when anyone else (or no one) is signed in.
 */

/** Whose push subscription this browser holds: the member id that turned it on here. */
const PUSH_OWNER_KEY = "push.owner";
/** The member, session and endpoint the server was last told about in this tab (the tie is renewed once per session). */
const PUSH_TIED_KEY = "push.tied";

function stored(storage: () => Storage, key: string) {
  return {
    get: (): string | null => {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set: (value: string) => {
      try {
        storage().setItem(key, value);
      } catch {
        /* private mode: the page asks the server instead */
      }
    },
    clear: () => {
      try {
        storage().removeItem(key);
      } catch {
        /* nothing stored */
      }
    },
  };
}

/** The member whose sign-out request failed: the browser has let go of their things, and the server is asked again. */
const SIGN_OUT_PENDING_KEY = "signOut.pending";

export const pushOwner = stored(() => localStorage, PUSH_OWNER_KEY);
const pushTied = stored(() => sessionStorage, PUSH_TIED_KEY);
export const pendingSignOut = stored(() => localStorage, SIGN_OUT_PENDING_KEY);

/**
 * Asks the server again to end the session of a sign-out that failed; true once it has (or there was none to end).
 * Until then the page tells the service worker nobody is signed in, so nothing of that member is kept meanwhile.
 */
export async function finishSignOut(): Promise<boolean> {
  try {
    await apiSend("POST", "/api/auth/sign-out", {});
    pendingSignOut.clear();
    return true;
  } catch {
    return false;
  }
}

/** This browser's push subscription, if it has one (none without a service worker). */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || typeof PushManager === "undefined") return null;
  const registration = await navigator.serviceWorker.getRegistration("/").catch(() => undefined);
  return (await registration?.pushManager.getSubscription().catch(() => null)) ?? null;
}

async function unsubscribeBrowser(subscription: PushSubscription | null): Promise<void> {
  pushOwner.clear();
  pushTied.clear();
  await subscription?.unsubscribe().catch(() => false);
}

/** The page's own reads of the member who left go too; the account read is read again by its caller. */
function forgetReads(client: QueryClient): void {
  const others = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== "account";
  client.removeQueries({ type: "inactive", predicate: others });
  void client.invalidateQueries({ type: "active", predicate: others });
}

/**
 * Lets go of everything this browser keeps for the member who was signed in: called by the sign-out (whether
 * or not its request got through) and whenever the page finds that the member changed or left.
 */
export async function forgetMember(client: QueryClient): Promise<void> {
  forgetReads(client);
  await Promise.all([tellServiceWorker({ type: "member", id: null }), browserSubscription().then(unsubscribeBrowser)]);
}

/**
 * Makes this browser's push subscription agree with who is signed in: removed for a guest or for anyone but the
 * member who turned it on; tied to this session for that member (a subscription from before owners were written
 * down counts as theirs if the server lists it among theirs).
 */
export async function followSession(memberId: string | null, sessionExpiresAt: string | null): Promise<void> {
  const subscription = await browserSubscription();
  const owner = pushOwner.get();
  if (!subscription) {
    if (owner) pushOwner.clear();
    return;
  }
  if (!memberId || (owner && owner !== memberId)) return unsubscribeBrowser(subscription);
  const tie = `${memberId} ${sessionExpiresAt ?? ""} ${subscription.endpoint}`;
  if (owner && pushTied.get() === tie) return;
  if (!owner) {
    const state = await apiGet("/api/push").catch(() => null);
    if (!state) return;
    if (!state.endpoints.includes(subscription.endpoint)) return unsubscribeBrowser(subscription);
  }
  // The server ties the subscription to the session this request comes with (again, after a new sign-in).
  await apiSend("POST", "/api/push/subscriptions", subscription.toJSON()).then(
    () => {
      pushOwner.set(memberId);
      pushTied.set(tie);
    },
    () => undefined,
  );
}
