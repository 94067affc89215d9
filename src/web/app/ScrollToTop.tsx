import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * A new page starts at the top, unless the link points at an anchor on it or asks to scroll to a part of
 * the page itself (navigation state with scrollTo, as links into the Bible reader do).
 */
export function ScrollToTop() {
  const { pathname, hash, state } = useLocation();
  const scrollsItself = typeof state === "object" && state !== null && "scrollTo" in state;
  useEffect(() => {
    if (!hash && !scrollsItself) window.scrollTo({ top: 0 });
  }, [pathname, hash, scrollsItself]);
  return null;
}
