import { useLocation } from "react-router";
import { NotFoundPage } from "../features/not-found/NotFoundPage";

/** The address this document was loaded at. */
const LOADED_AT = typeof window === "undefined" ? "" : window.location.pathname;

/**
 * An address outside the admin portal. Reached by a link in the portal (the header's, say), it is a page of the
 * site, which the server renders (src/site): the browser loads it. The address the document itself was loaded at
 * is a missing file the server had no page for: "Oops! Page not found".
 */
export function LeaveForTheSite() {
  const { pathname, search, hash } = useLocation();
  if (pathname === LOADED_AT) return <NotFoundPage />;
  window.location.assign(`${pathname}${search}${hash}`);
  return null;
}
