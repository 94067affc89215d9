import { and, count, eq, isNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { UUID_PATTERN } from "../../../shared/address-values";
import type { SignupField, SignupItem } from "../../../shared/inbox";
import type { Db } from "../../db/client";

/**
 * One kind of signup the Event Signups inbox (inbox/signups) lists: the connection forms, and later event
 * registrations and RSVPs. A source lists its own rows newest first and keeps their read state.
 */
export interface SignupSource {
  kind: string;
  list(db: Db, options: { unreadOnly: boolean; limit: number; offset: number }): Promise<SignupItem[]>;
  setRead(db: Db, id: string, read: boolean): Promise<boolean>;
  /** Unread rows, for the badges; a source without it shows no badge. */
  countUnread?(db: Db): Promise<number>;
}

/** A table of signups: rows with a uuid id and the read_at the inbox sets. */
type SignupTable = PgTable & { id: PgColumn; readAt: PgColumn };

/**
 * A source's read state over its table: `scope` narrows the table to the source's own rows (one kind of form or
 * registration); without it every row is the source's.
 */
export function readState(table: SignupTable, scope?: SQL): Pick<Required<SignupSource>, "setRead" | "countUnread"> {
  return {
    async setRead(db: Db, id: string, read: boolean) {
      if (!UUID_PATTERN.test(id)) return false;
      const rows = await db
        .update(table)
        .set({ readAt: read ? new Date() : null } as PgUpdateSetSource<SignupTable>)
        .where(and(eq(table.id, id), scope))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    async countUnread(db: Db) {
      const [row] = await db.select({ value: count() }).from(table).where(and(scope, isNull(table.readAt)));
      return row?.value ?? 0;
    },
  };
}

const DATE_FIELDS = new Set(["visitDate", "session", "date"]);
const NUMBER_FIELDS = new Set(["partySize"]);
const YES_NO_FIELDS = new Set(["wantsVisit", "trial"]);
const CHOICE_FIELDS = new Set(["heardFrom", "language", "status"]);

/**
 * A stored value as a typed field: the inbox writes dates, numbers, yes/no and choices in the admin's language
 * (src/shared/inbox.ts). Empty values are left out.
 */
export function signupField(key: string, value: string | number | boolean | null | undefined): SignupField | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (typeof value === "boolean") return { key, value: { type: "yesno", yes: value } };
  if (YES_NO_FIELDS.has(key)) return { key, value: { type: "yesno", yes: value === "yes" } };
  if (typeof value === "number" || NUMBER_FIELDS.has(key)) {
    const number = Number(value);
    if (Number.isFinite(number)) return { key, value: { type: "number", number } };
  }
  if (DATE_FIELDS.has(key) && /^\d{4}-\d{2}-\d{2}$/.test(String(value))) return { key, value: { type: "date", date: String(value) } };
  if (CHOICE_FIELDS.has(key)) return { key, value: { type: "choice", choice: String(value) } };
  return { key, value: { type: "text", text: String(value) } };
}

/** The typed fields of a stored record, in its order, empty ones left out. */
export function signupFields(values: Record<string, string | number | boolean | null | undefined>): SignupField[] {
  return Object.entries(values).flatMap(([key, value]) => signupField(key, value) ?? []);
}
