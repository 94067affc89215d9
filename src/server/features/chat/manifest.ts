import { defineServerFeature } from "../../feature-manifest";
import { chatAdminRoutes } from "./admin-routes";
import { chatRoutes } from "./routes";

/** The live stream's chat. The cache keeps only the history, never the live stream beside it, and only for guests. */
export const chatFeature = defineServerFeature({
  name: "chat",
  api: [
    {
      path: "/watch/chat",
      routes: chatRoutes,
      cache: { tag: "chat", path: "/watch/chat", personal: true },
      // A message, a deletion or a mute changes the history; not /watch, whose chat stream replays what came after the SSR.
      invalidates: { tags: ["chat"] },
    },
    { path: "/admin/chat", routes: chatAdminRoutes },
  ],
});
