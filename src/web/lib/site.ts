import { useQuery } from "@tanstack/react-query";
import type { PublicSiteSettings } from "../../shared/site";
import { apiGet } from "./api";

export function useSiteSettings() {
  return useQuery({
    queryKey: ["site"],
    queryFn: ({ signal }) => apiGet<PublicSiteSettings>("/api/site", signal),
    staleTime: 60_000,
  });
}

/** Today as YYYY-MM-DD in a time zone (the church's, from the settings; the device's when not given). */
export function todayInZone(timeZone: string | undefined): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(Date.now());
}
