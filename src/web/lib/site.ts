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

