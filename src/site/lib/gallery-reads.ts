import type { AstroGlobal } from "astro";
import type { GalleryAlbumList, GalleryPage } from "../../shared/gallery";
import type { PageQuery } from "../react/PageFrame";

/** The album links' read (`["gallery", "albums"]`, web/features/gallery/api.ts). */
export async function albumsQuery(astro: AstroGlobal): Promise<PageQuery> {
  const { albums } = await astro.locals.read<GalleryAlbumList>("/api/gallery/albums");
  return [["gallery", "albums"], albums];
}

/** The grid's first page of photos, as the infinite query's data (`["gallery", "photos", album or ""]`). */
export async function photosQuery(astro: AstroGlobal, album?: string): Promise<PageQuery> {
  const params = new URLSearchParams();
  if (album) params.set("album", album);
  const page = await astro.locals.read<GalleryPage>(`/api/gallery/photos?${params.toString()}`);
  return [["gallery", "photos", album ?? ""], { pages: [page], pageParams: [""] }];
}
