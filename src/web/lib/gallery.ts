import { useQuery } from "@tanstack/react-query";
import type { GalleryList } from "../../shared/gallery";
import { GALLERY_DEFAULT_LIMIT } from "../../shared/gallery-constants";
import { apiGet } from "./api";

/** SPEC.md section 7: the recent-images loader, default 8; the home page asks for 4. */
export function useRecentPhotos(limit = GALLERY_DEFAULT_LIMIT) {
  return useQuery({
    queryKey: ["gallery", "recent", limit],
    queryFn: async ({ signal }) => (await apiGet<GalleryList>(`/api/gallery?limit=${limit}`, signal)).items,
    staleTime: 60_000,
    retry: 1,
  });
}
