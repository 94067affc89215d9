import { and, desc, eq, isNull } from "drizzle-orm";
import type { SignupField, SignupItem } from "../../../shared/inbox";
import type { Db } from "../../db/client";
import { eventRegistrations, events } from "../../db/schema";
import type { LocalizedText } from "../../../shared/i18n";
import type { RegistrationField } from "../../../shared/events";
import { readState, type SignupSource, signupFields } from "../inbox/signup-source";

type Kind = "rsvp" | "registration";
/** The inbox's names for the two kinds (its filter and labels use them). */
const KIND_NAMES: Record<Kind, string> = { registration: "event", rsvp: "rsvp" };

function present(kind: Kind, row: typeof eventRegistrations.$inferSelect, title: LocalizedText, form: RegistrationField[]): SignupItem {
  // Each answer under the label the admin wrote for its question (an answer to a question since removed keeps its key).
  const answers = Object.entries(row.answers).flatMap(([key, answer]): SignupField[] => {
    if (answer === "") return [];
    const question = form.find((f) => f.id === key);
    const value: SignupField["value"] = typeof answer === "boolean" ? { type: "yesno", yes: answer } : { type: "text", text: answer };
    return [{ key: `answer.${key}`, ...(question ? { label: question.label } : {}), value }];
  });
  return {
    kind: KIND_NAMES[kind],
    id: row.id,
    name: row.name,
    contact: row.email,
    fields: [
      { key: "event", value: { type: "localized", text: title } },
      ...signupFields({ date: row.date, status: row.status, language: row.language }),
      ...answers,
    ],
    headline: ["event", "date", "status"],
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** Event RSVPs and registrations in the Event Signups inbox, each kind with its own read state. */
function sourceFor(kind: Kind): SignupSource {
  const ofKind = eq(eventRegistrations.kind, kind);
  return {
    kind: KIND_NAMES[kind],
    async list(db: Db, { unreadOnly, limit, offset }) {
      const rows = await db
        .select({ registration: eventRegistrations, title: events.title, form: events.registrationFields })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(and(ofKind, unreadOnly ? isNull(eventRegistrations.readAt) : undefined))
        .orderBy(desc(eventRegistrations.createdAt))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => present(kind, r.registration, r.title, r.form));
    },
    ...readState(eventRegistrations, ofKind),
  };
}

export const eventSignupSources: SignupSource[] = [sourceFor("registration"), sourceFor("rsvp")];
