import { ApiError } from "../../../lib/api";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";

/** The server's English field messages, each with its translation (anything else shows as the server wrote it). */
const KNOWN: Array<[RegExp, string, (match: RegExpExecArray) => Record<string, string>]> = [
  [/^The event must end after it starts$/, "eventsAdmin.errors.endLocal", () => ({})],
  [/^Choose how the event repeats$/, "eventsAdmin.errors.recurrence", () => ({})],
  [/^The series has too many dates$/, "eventsAdmin.errors.tooManyDates", () => ({})],
  [/^The repeat rule gives no dates$/, "eventsAdmin.errors.noDates", () => ({})],
  [/^Give the new time of the moved date$/, "eventsAdmin.errors.movedTime", () => ({})],
  [/^The event does not happen on (\S+)$/, "eventsAdmin.errors.notADate", (m) => ({ date: m[1] ?? "" })],
  [/^(\d+) people are already going/, "eventsAdmin.errors.capacityBelow", (m) => ({ count: m[1] ?? "" })],
  [/^Write the English text$/, "eventsAdmin.errors.englishText", () => ({})],
  [/^Write the Spanish text$/, "eventsAdmin.errors.spanishText", () => ({})],
  [/^Capacity is at least 1$/, "eventsAdmin.errors.capacityMin", () => ({})],
  [/^Use lowercase letters, digits and _ for the field key$/, "eventsAdmin.fields.badKey", () => ({})],
  [/^Two registration fields share a key$/, "eventsAdmin.fields.duplicateKey", () => ({})],
  [/^Unknown time zone$/, "eventsAdmin.errors.timeZone", () => ({})],
  [/^Only an event that is over can be archived\.$/, "eventsAdmin.errors.notOver", () => ({})],
];

/** Translates one server message about a field. */
export function useEventFieldText() {
  const { t } = useAdminT();
  return (message: string): string => {
    for (const [pattern, key, values] of KNOWN) {
      const match = pattern.exec(message);
      if (match) return t(key, values(match));
    }
    return message;
  };
}

/** A failed request's message for the page: known event errors translated, others as the admin portal does. */
export function useEventErrorMessage() {
  const generic = useAdminErrorMessage();
  const fieldText = useEventFieldText();
  return (error: unknown): string => {
    if (error instanceof ApiError && (error.code === "event_not_over" || error.code === "capacity_below_registrations")) {
      return fieldText(error.message);
    }
    return generic(error);
  };
}
