import { useMemo, useState } from "react";
import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { EventsBrowser } from "../../../web/features/events/EventsPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/**
 * /events's views, filters, list or month and a member's own events: an island, rendered on the server for the
 * address asked (its list read is in `queries`). In the browser a view, a filter or a day changes the list in
 * place and the address with it (history.replaceState, as the old app replaced it), without asking the server
 * for the page again: the month's keyboard moves a day per key and keeps the focus. The frame's router follows
 * the address, so what reads it (the sign-in dialog's way back) reads the address shown.
 */
export default function EventsIsland(props: FrameProps) {
  // The address's fragment never reaches the server: the account menu's "My events" (/events#my-events) is read here.
  const [url, setUrl] = useState(() => (import.meta.env.SSR ? props.url : `${props.url}${window.location.hash}`));
  const params = useMemo(() => new URL(url, "http://localhost").searchParams, [url]);
  const change = (next: URLSearchParams) => {
    const query = next.toString();
    const address = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", address);
    setUrl(address);
  };
  return (
    <PageFrame {...props} url={url}>
      <AuthDialogProvider>
        <EventsBrowser params={params} onChange={change} />
      </AuthDialogProvider>
    </PageFrame>
  );
}
