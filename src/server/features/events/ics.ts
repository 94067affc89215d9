import { createEvents, type EventAttributes } from "ics";
import type { Language } from "../../../shared/i18n";
import { AppError } from "../../lib/errors";
import { dropControlCharacters } from "../../lib/text/xml";
import type { SeriesOccurrence } from "./series";
import { type EventLocation, placeText } from "../../../shared/events";

/** The subscribed calendar feed's address (routes.ts serves it; robots.txt lets crawlers in). */
export const CALENDAR_FEED_PATH = "/api/events/calendar.ics";

interface CalendarContext {
  churchName: string;
  publicUrl: string;
  language: Language;
}

/** The public page of one occurrence; also the link in emails and the share button. */
export function occurrenceUrl(publicUrl: string, eventId: string, date: string): string {
  return `${publicUrl.replace(/\/$/, "")}/events/${eventId}/${date}`;
}

function uidHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || "church.local";
  } catch {
    return "church.local";
  }
}

function locationText(location: EventLocation, language: Language): string | undefined {
  const text = dropControlCharacters(placeText(location, language));
  return text || undefined;
}

function attributesOf({ series, occurrence }: SeriesOccurrence, context: CalendarContext): EventAttributes {
  const { row } = series;
  const url = occurrenceUrl(context.publicUrl, row.id, occurrence.date);
  return {
    // One VEVENT per occurrence, each with its own stable UID, so feeds stay valid without VTIMEZONE blocks.
    uid: `${row.id}-${occurrence.date}@${uidHost(context.publicUrl)}`,
    start: occurrence.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: occurrence.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: dropControlCharacters(row.title[context.language] || row.title.en),
    description: dropControlCharacters(`${row.description[context.language] || row.description.en}\n\n${url}`),
    location: locationText(row.location, context.language),
    url,
    status: row.status === "cancelled" || occurrence.cancelled ? "CANCELLED" : "CONFIRMED",
    categories: [row.category],
    lastModified: row.updatedAt.getTime(),
  };
}

/** An iCalendar file (RFC 5545) of the occurrences: the subscribed feed, or one event to add to a calendar. */
export function calendarFile(items: SeriesOccurrence[], context: CalendarContext): string {
  const { error, value } = createEvents(
    items.map((item) => attributesOf(item, context)),
    { calName: dropControlCharacters(context.churchName), productId: "church-site/events", method: "PUBLISH" },
  );
  if (error || value === null) throw new AppError("calendar_failed", 500, "The calendar file could not be made.");
  return foldByOctets(value);
}

/** RFC 5545 §3.1: a content line is at most 75 octets, not counting the CRLF; a longer one goes on in lines starting with a space. */
const LINE_OCTETS = 75;

/**
 * Folds a calendar's lines at 75 octets of UTF-8 (the ics package folds at 75 characters, and a Spanish or emoji
 * line is longer in octets), never inside a character: its folding is undone, then each line folded again.
 */
function foldByOctets(calendar: string): string {
  const lines = calendar.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char, "utf8");
        // The first line holds 75 octets; each continuation a space and 74.
        if (octets + size > LINE_OCTETS) {
          parts.push(part);
          part = " ";
          octets = 1;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join("\r\n");
    })
    .join("\r\n");
}
