import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiGet, retryUnlessClientError } from "../../lib/api";

export function useGalleryAlbums() {
  return useQuery({
    queryKey: ["gallery", "albums"],
    queryFn: async ({ signal }) => (await apiGet("/api/gallery/albums", signal)).albums,
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}

/** One album's page: the album, its cover and the days its photos span (404: no such album, or no photo yet). */
export function useGalleryAlbum(slug: string) {
  return useQuery({
    queryKey: ["gallery", "album", slug],
    queryFn: ({ signal }) => apiGet(`/api/gallery/albums/${encodeURIComponent(slug)}`, signal),
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
      return apiGet(`/api/gallery/photos?${params.toString()}`, signal);
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}
