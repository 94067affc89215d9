import { EventActions } from "../../../web/features/events/EventDetailPage";
import { type FrameProps, PageFrame } from "../PageFrame";
import { useEventFromAddress } from "./event-from-address";

function Actions() {
  const event = useEventFromAddress();
  return event ? <EventActions event={event} /> : null;
}

/** An event's download, Google Calendar and share links: an island (share asks the browser; the calendar link names the page's address). */
export default function EventActionsIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <Actions />
    </PageFrame>
  );
}
