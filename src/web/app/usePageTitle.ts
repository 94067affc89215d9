import { useEffect } from "react";
import { useSiteSettings } from "../lib/site";

/** Sets document.title to "Page · Church name" (or the church name alone on the home page). */
export function usePageTitle(pageTitle?: string) {
  const { data: site } = useSiteSettings();
  const name = site?.name;
  useEffect(() => {
    const parts = [pageTitle, name].filter(Boolean);
    if (parts.length > 0) document.title = parts.join(" · ");
  }, [pageTitle, name]);
}
