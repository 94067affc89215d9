import { useQuery } from "@tanstack/react-query";
import type { GalleryPhoto } from "../../shared/gallery";
import type { Language } from "../../shared/i18n";
import { photoText } from "../../shared/gallery-text";
import { GALLERY_DEFAULT_LIMIT } from "../../shared/gallery-constants";
import { apiGet } from "./api";
import { formatDate } from "./format";

/** SPEC.md section 7: the recent-images loader, default 8; the home page asks for 4. */
export function useRecentPhotos(limit = GALLERY_DEFAULT_LIMIT) {
  return useQuery({
    queryKey: ["gallery", "recent", limit],
    queryFn: async ({ signal }) => (await apiGet(`/api/gallery?limit=${limit}`, signal)).items,
    staleTime: 60_000,
    retry: 1,
  });
}

/** The line under a photo's title on the gallery and the home page: its category and the date of the event, when known. */
export function photoSubtitle(photo: GalleryPhoto, language: Language): string {
  return [photoText(photo, language).category, photo.eventDate ? formatDate(photo.eventDate, language) : null].filter(Boolean).join(" · ");
}
