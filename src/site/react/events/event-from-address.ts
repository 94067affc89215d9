import { useLocation } from "react-router";
import { useEventDetail } from "../../../web/features/events/api";

/** The occurrence /events/:id/:date names, from the read the page made on the server (its `queries`). */
export function useEventFromAddress() {
  const [, , id = "", date = ""] = useLocation().pathname.split("/");
  return useEventDetail(decodeURIComponent(id), decodeURIComponent(date)).data;
}
