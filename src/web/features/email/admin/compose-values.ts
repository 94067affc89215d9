import type { MEMBERSHIP_STATUSES } from "../../../../shared/directory";
import type { RecipientKind } from "../../../../shared/email-campaigns";

/** What the compose form holds. */
export interface ComposeValues {
  subject: { en: string; es: string };
  body: { en: string; es: string };
  /** Every picker's value; the server's schema keeps the ones the chosen kind needs. */
  recipients: { kind: RecipientKind; status: (typeof MEMBERSHIP_STATUSES)[number]; ministry: string; eventId: string; groupId: string };
  language: "en" | "es";
  when: string;
}
