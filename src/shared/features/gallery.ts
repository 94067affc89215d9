import { defineSharedFeature } from "../feature-manifest";

/** The photo albums, shown on /community (the old /gallery address moves there). */
export const galleryFeature = defineSharedFeature({
  name: "gallery",
  pages: [
    { path: "/gallery", render: "redirect", crumb: "gallery", group: "resources", nav: [{ menu: "mobile", order: 1, labelKey: "nav.gallery" }] },
    { path: "/community/albums/:slug", render: "ssr", crumb: "album", parent: "/community" },
  ],
  admin: [{ path: "gallery", scope: "content:write", label: "gallery", icon: "Images", order: 11 }],
});
