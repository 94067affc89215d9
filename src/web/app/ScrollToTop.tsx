import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollsSomewhere } from "./scroll-state";

/**
 * A new page starts at the top, unless the link points at an anchor on it or asks to scroll to a part of
 * the page itself (navigation state with scrollTo, as links into the Bible reader do). The first page is left
 * where the browser put it: at the top, or where it was before a reload (and scrolling would make the browser
 * lay the page out once more while it starts).
 */
export function ScrollToTop() {
  const { pathname, hash, state } = useLocation();
  const scrollsItself = scrollsSomewhere(state);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!hash && !scrollsItself) window.scrollTo({ top: 0 });
  }, [pathname, hash, scrollsItself]);
  return null;
}
