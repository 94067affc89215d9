import type { AstroGlobal } from "astro";
import type { AccountMe } from "../../shared/account-constants";
import { ACCOUNT_QUERY_KEY } from "../../web/features/auth/account";
import type { PageQuery } from "../react/PageFrame";

const NOBODY: AccountMe = { user: null, profile: null, roles: [], session: null };

/**
 * The visitor's account (GET /api/account/me with the request's cookies) as the island's cached `["account", "me"]`
 * read, so a part that differs for a member (a history link, a signed-in donor line) is rendered right on the server
 * and never swaps after hydration. Without a session cookie nobody is signed in and nothing is asked.
 */
export async function accountQuery(astro: AstroGlobal): Promise<PageQuery> {
  const me = astro.locals.signedIn ? await astro.locals.read<AccountMe>("/api/account/me").catch(() => NOBODY) : NOBODY;
  return [ACCOUNT_QUERY_KEY, me];
}
