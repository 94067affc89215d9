import { EventsIntro } from "../../../web/features/events/EventsPage";
import { type FrameProps, PageFrame } from "../PageFrame";

/** /events's title, introduction and calendar feed: server-rendered HTML. */
export default function EventsIntroPart(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <EventsIntro />
    </PageFrame>
  );
}
