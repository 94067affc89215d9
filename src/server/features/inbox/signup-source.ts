import type { SignupItem } from "../../../shared/inbox";
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
