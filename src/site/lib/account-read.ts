import type { AstroGlobal } from "astro";
import { type AccountMe, SIGNED_OUT } from "../../shared/account-constants";
import { ACCOUNT_QUERY_KEY } from "../../web/features/auth/account";
import type { PageQuery } from "../react/PageFrame";

/**
 * The visitor's account (GET /api/account/me with the request's cookies) as the island's cached `["account", "me"]`
 * read, so a part that differs for a member (a history link, a signed-in donor line) is rendered right on the server
 * and never swaps after hydration. Without a session cookie nobody is signed in and nothing is asked.
 */
export async function accountQuery(astro: AstroGlobal): Promise<PageQuery> {
  const me = astro.locals.signedIn ? await astro.locals.read<AccountMe>("/api/account/me").catch(() => SIGNED_OUT) : SIGNED_OUT;
  return [ACCOUNT_QUERY_KEY, me];
}

/**
 * A guest's account for the header (no session cookie: nobody is signed in), drawn on the server and read again as
 * the island hydrates (`readAgain`); a member's is read in the browser. The session watch's island is never given it.
 */
export function guestAccountQueries(astro: AstroGlobal): PageQuery[] {
  return astro.locals.signedIn ? [] : [[ACCOUNT_QUERY_KEY, SIGNED_OUT, { readAgain: true }]];
}
