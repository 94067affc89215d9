import { EventBackLink, EventDescription, EventFacts } from "../../../web/features/events/EventDetailPage";
import { type FrameProps, PageFrame } from "../PageFrame";
import { useEventFromAddress } from "./event-from-address";

/** An event's parts that never change in the browser, each rendered once on the server (ServerRendered). */

function Facts() {
  const event = useEventFromAddress();
  return event ? <EventFacts event={event} /> : null;
}

function Description() {
  const event = useEventFromAddress();
  return event ? <EventDescription event={event} /> : null;
}

/** "Back to events". */
export function EventBackPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <EventBackLink />
    </PageFrame>
  );
}

/** The kind, title, picture, time and place. */
export function EventFactsPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <Facts />
    </PageFrame>
  );
}

/** The description. */
export function EventDescriptionPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <Description />
    </PageFrame>
  );
}
