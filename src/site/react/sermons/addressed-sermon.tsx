import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { SermonDetail } from "../../../shared/sermons";
import { useSermon } from "../../../web/features/sermons/api";

/** The slug of the sermon a page's address names (/sermons/:slug), as the Astro page read it (Astro.params.slug). */
function sermonSlugOf(pathname: string): string {
  return decodeURIComponent(pathname.split("/")[2] ?? "");
}

/** Renders `children` with the sermon the address names, which the page read before it rendered (its cached query). */
export function AddressedSermon({ children }: { children: (sermon: SermonDetail) => ReactNode }) {
  const sermon = useSermon(sermonSlugOf(useLocation().pathname)).data;
  return sermon ? children(sermon) : null;
}
