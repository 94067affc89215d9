import { useLocation } from "react-router";
import { useInBrowser } from "./stored-state";

/**
 * This page's full address (for sharing and calendar links). A page rendered on the server does not know the
 * address it will be read at, so it and hydration have the path alone; the browser then fills in the rest.
 */
export function usePageAddress(path?: string): string {
  const location = useLocation();
  const own = path ?? `${location.pathname}${location.search}`;
  return useInBrowser() ? new URL(own, window.location.origin).href : own;
}
