import type { GalleryPhoto } from "./gallery";
import type { Language } from "./i18n";

/**
 * The texts of a photo in one language, falling back to English where no Spanish was written. Kept free of
 * zod so the home page can use it without weight.
 */
export function photoText(photo: GalleryPhoto, language: Language): { title: string; description: string | null; category: string | null } {
  if (language === "es") {
    return {
      title: photo.es.title || photo.title,
      description: photo.es.description || photo.description,
      category: photo.es.category || photo.category,
    };
  }
  return { title: photo.title, description: photo.description, category: photo.category };
}
