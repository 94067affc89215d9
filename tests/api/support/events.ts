import ICAL from "ical.js";
import { addDays } from "../../../src/server/lib/dates";
import type { AdminEvent, EventInput } from "../../../src/shared/events";
import type { AdminClient } from "./admin";
import { todayIn } from "../../../src/shared/date-format";

export const CHURCH_TIME_ZONE = "America/Los_Angeles";

/** A local date some days from today in the church's time zone. */
export const daysFromToday = (days: number) => addDays(todayIn(CHURCH_TIME_ZONE), days);

const text = (en: string, es: string) => ({ en, es });

/** A published one-time event a few days ahead, open to everyone; override what a test is about. */
export function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  const day = daysFromToday(5);
  return {
    title: text("Pie Social", "Convivio de pasteles"),
    description: text("Bring a pie to share.", "Trae un pastel para compartir."),
    category: "fellowship",
    startLocal: `${day}T18:00`,
    endLocal: `${day}T20:00`,
    location: { name: "Fellowship Hall", address: "100 Main St, Fresno, CA" },
    signup: "rsvp",
    visibility: "public",
    status: "published",
    ...overrides,
  };
}

export async function createEvent(admin: AdminClient, input: EventInput): Promise<AdminEvent> {
  const response = await admin.post("/api/admin/events", input);
  if (response.status !== 201) throw new Error(`event create failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { event: AdminEvent }).event;
}

/** The VEVENTs of an iCalendar text, parsed by ical.js (what calendar apps would read). */
export function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)),
  };
}
