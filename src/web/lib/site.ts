import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicSiteSettings } from "../../shared/site";
import { apiGet } from "./api";

export function useSiteSettings() {
  return useQuery({
    queryKey: ["site"],
    queryFn: ({ signal }) => apiGet("/api/site", signal),
    staleTime: 60_000,
  });
}

/** The query key of one of the church's settings read alone (the header's name, the player's theme song). */
export const sitePartKey = <K extends keyof PublicSiteSettings>(part: K) => ["site", part] as const;

/**
 * One of the church's settings as a query of its own, read from /api/site: an island that shows only the name or the
 * theme song is sent only that in its page's HTML (site/layouts/PublicPage.astro), not all of them twice. Where all
 * the settings are read already (a part of the page rendered with them), it starts from those, as React Query's
 * "initial data from the cache" does. Invalidating ["site"] reaches these too; Admin > Settings sets the new name.
 */
export function useSitePart<K extends keyof PublicSiteSettings>(part: K) {
  const client = useQueryClient();
  return useQuery({
    queryKey: sitePartKey(part),
    queryFn: async ({ signal }) => (await apiGet("/api/site", signal))[part],
    staleTime: 60_000,
    initialData: () => client.getQueryData<PublicSiteSettings>(["site"])?.[part],
    initialDataUpdatedAt: () => client.getQueryState(["site"])?.dataUpdatedAt,
  });
}

/** The church's name (the header). */
export const useChurchName = () => useSitePart("name");

/** The theme song an admin chose (the player). */
export const useThemeSong = () => useSitePart("themeSong");
