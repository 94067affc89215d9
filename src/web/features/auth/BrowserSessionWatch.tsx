import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { onMemberSessionLost } from "../../lib/api";
import { tellServiceWorker } from "../../lib/service-worker";
import { ACCOUNT_QUERY_KEY, useAccount } from "./account";
import { finishSignOut, followSession, forgetMember, pendingSignOut } from "./browser-session";

/**
 * Keeps what this browser holds in step with who is signed in (browser-session.ts): the service worker learns
 * each account read, a change of member (or none) drops what the one before left behind, a member request
 * responded 401 (the session expired or was ended elsewhere) reads the account again at once, and a sign-out
 * whose request failed is finished as soon as the server can be reached (this page's next load, or the network
 * coming back), with nothing of that member kept meanwhile.
 */
export function BrowserSessionWatch() {
  const { me } = useAccount();
  const client = useQueryClient();
  const seen = useRef<string | null | undefined>(undefined);
  const memberId = me ? (me.user?.id ?? null) : undefined;
  const expiresAt = me?.session?.expiresAt ?? null;

  useEffect(() => {
    // Not read yet, or unreadable (offline): nothing learnt.
    if (memberId === undefined) return;
    const before = seen.current;
    seen.current = memberId;
    const rereadAccount = () => client.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    void (async () => {
      if (before !== undefined && before !== memberId) await forgetMember(client);
      const leaving = pendingSignOut.get();
      if (leaving && leaving !== memberId) pendingSignOut.clear();
      if (memberId && leaving === memberId) {
        await forgetMember(client);
        if (await finishSignOut()) await rereadAccount();
        return;
      }
      await tellServiceWorker({ type: "member", id: memberId, expiresAt });
      await followSession(memberId, expiresAt);
    })();
  }, [client, memberId, expiresAt]);

  useEffect(() => {
    const stopWatching = onMemberSessionLost(() => {
      if (seen.current) void client.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    });
    const online = () => {
      if (seen.current && pendingSignOut.get() === seen.current) {
        void finishSignOut().then(async (done) => {
          if (done) await client.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
        });
      }
    };
    window.addEventListener("online", online);
    return () => {
      stopWatching();
      window.removeEventListener("online", online);
    };
  }, [client]);
  return null;
}
