import type { AdminEvent, EventCategory, EventInput, EventStatus, EventVisibility, FieldType, SignupMode } from "../../../../shared/events";
import { buildRrule, parseRrule, type RecurrenceModel } from "./recurrence-rule";

interface ExceptionValues {
  date: string;
  kind: "cancelled" | "moved";
  startLocal: string;
}

interface FieldValues {
  /** The answer's stable key (the API's id; named key here because field arrays use id themselves). */
  key: string;
  labelEn: string;
  labelEs: string;
  type: FieldType;
  required: boolean;
  /** Choices of a select question, one per line. */
  optionsEn: string;
  optionsEs: string;
}

/** What the event editor holds: every input as typed (numbers as text), so a refused save loses nothing. */
export interface EventFormValues {
  titleEn: string;
  titleEs: string;
  descriptionEn: string;
  descriptionEs: string;
  category: EventCategory;
  startLocal: string;
  endLocal: string;
  recurrence: RecurrenceModel;
  exceptions: ExceptionValues[];
  locationName: string;
  locationNameEs: string;
  locationAddress: string;
  imageUrl: string;
  capacity: string;
  signup: SignupMode;
  registrationFields: FieldValues[];
  visibility: EventVisibility;
  status: EventStatus;
}

export const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Tomorrow at 7 PM on this device's calendar: a new event's start. */
function tomorrowAt(hour: number, minute = 0): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, hour, minute);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:${pad(minute)}`;
}

export function eventToForm(event: AdminEvent | null): EventFormValues {
  const startLocal = event?.startLocal ?? tomorrowAt(19);
  return {
    titleEn: event?.title.en ?? "",
    titleEs: event?.title.es ?? "",
    descriptionEn: event?.description.en ?? "",
    descriptionEs: event?.description.es ?? "",
    category: event?.category ?? "fellowship",
    startLocal,
    endLocal: event?.endLocal ?? tomorrowAt(20, 30),
    recurrence: parseRrule(event?.recurrence ?? null, startLocal),
    exceptions: (event?.exceptions ?? []).map((e) => ({ date: e.date, kind: e.kind, startLocal: e.startLocal ?? "" })),
    locationName: event?.location.name ?? "",
    locationNameEs: event?.location.nameEs ?? "",
    locationAddress: event?.location.address ?? "",
    imageUrl: event?.imageUrl ?? "",
    capacity: event?.capacity ? String(event.capacity) : "",
    signup: event?.signup ?? "none",
    registrationFields: (event?.registrationFields ?? []).map((f) => ({
      key: f.id,
      labelEn: f.label.en,
      labelEs: f.label.es,
      type: f.type,
      required: f.required,
      optionsEn: f.options.map((o) => o.en).join("\n"),
      optionsEs: f.options.map((o) => o.es).join("\n"),
    })),
    visibility: event?.visibility ?? "public",
    status: event?.status ?? "draft",
  };
}

/** A question's key from its English label when the admin left the key empty: "Dietary needs" → dietary_needs. */
function keyFromLabel(label: string): string {
  return label
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 40);
}

export function formToEvent(values: EventFormValues): EventInput {
  const capacity = values.capacity.trim() === "" ? null : Number(values.capacity);
  return {
    title: { en: values.titleEn, es: values.titleEs },
    description: { en: values.descriptionEn, es: values.descriptionEs },
    category: values.category,
    startLocal: values.startLocal,
    endLocal: values.endLocal,
    recurrence: buildRrule(values.recurrence),
    exceptions:
      values.recurrence.frequency === "none"
        ? []
        : values.exceptions.map((e) => ({ date: e.date, kind: e.kind, startLocal: e.kind === "moved" ? e.startLocal || null : null })),
    location: { name: values.locationName, nameEs: values.locationNameEs, address: values.locationAddress },
    imageUrl: values.imageUrl.trim() || null,
    capacity: capacity === null || Number.isNaN(capacity) ? null : capacity,
    signup: values.signup,
    // Kept even while sign-up is switched off, so the questions come back with the form.
    registrationFields: values.registrationFields.map((f) => {
      const es = lines(f.optionsEs);
      return {
        id: f.key.trim() || keyFromLabel(f.labelEn),
        label: { en: f.labelEn, es: f.labelEs },
        type: f.type,
        required: f.required,
        options: f.type === "select" ? lines(f.optionsEn).map((en, i) => ({ en, es: es[i] ?? "" })) : [],
      };
    }),
    visibility: values.visibility,
    status: values.status,
  };
}
