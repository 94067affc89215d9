import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { GalleryAlbumList, GalleryPage } from "../../../shared/gallery";
import { apiGet, retryUnlessClientError } from "../../lib/api";

export function useGalleryAlbums() {
  return useQuery({
    queryKey: ["gallery", "albums"],
    queryFn: async ({ signal }) => (await apiGet<GalleryAlbumList>("/api/gallery/albums", signal)).albums,
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}

/** The /community grid, one "Load more" page at a time (the server's cursor). */
export function useGalleryPhotos(album: string | undefined) {
  return useInfiniteQuery({
    queryKey: ["gallery", "photos", album ?? ""],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (album) params.set("album", album);
      if (pageParam) params.set("cursor", pageParam);
      return apiGet<GalleryPage>(`/api/gallery/photos?${params.toString()}`, signal);
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}
