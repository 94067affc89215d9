import type { AdminScope } from "../../../shared/admin-scopes";

/**
 * Every kind of email and text message the site sends. `secret: true` marks the kinds that carry something that
 * acts for their recipient (a sign-in or set-up link, a code, a cancel or unsubscribe link, an order's private
 * address): the sender lists those values in `secrets`, and the outbox never shows them to anyone but the
 * recipient's own mailbox (lib/outbox/redact.ts). A new kind is added here; the outbox test
 * (tests/api/outbox-secrets.test.ts) then asks for a way to send it.
 *
 * `scopes`: besides email:read (the outbox itself), the scopes that protect the data the message holds
 * elsewhere in the portal. The outbox shows a message only to an admin who holds every one of them: a receipt
 * (donor, fund, amount) to giving:read, an order to store:read, a prayer notice to prayer:moderate.
 */
export const MESSAGE_KINDS = {
  "admin.invite": { secret: true, scopes: ["users:read"] },
  "admin.sign-in-link": { secret: true, scopes: ["users:read"] },
  "member.confirm-sign-up": { secret: true, scopes: ["users:read"] },
  "member.confirm-new-email": { secret: true, scopes: ["users:read"] },
  "member.magic-link": { secret: true, scopes: ["users:read"] },
  "member.sign-in-code": { secret: true, scopes: ["users:read"] },
  "events.registration": { secret: true, scopes: ["events:write"] },
  "events.attendee-message": { secret: false, scopes: ["events:write"] },
  "email.bulk": { secret: true, scopes: [] },
  "email.test": { secret: false, scopes: [] },
  "store.order-confirmation": { secret: true, scopes: ["store:read"] },
  "giving.receipt": { secret: false, scopes: ["giving:read"] },
  "giving.statement": { secret: false, scopes: ["giving:read"] },
  "community.discussion-reply": { secret: false, scopes: ["groups:write"] },
  "community.volunteer-reminder": { secret: false, scopes: ["groups:write"] },
  "community.group-message": { secret: false, scopes: ["groups:write"] },
  "prayer.update": { secret: false, scopes: ["prayer:moderate"] },
  "prayer.staff-notice": { secret: false, scopes: ["prayer:moderate"] },
  "connect.confirmation": { secret: false, scopes: ["inbox:read"] },
  "connect.staff-notice": { secret: false, scopes: ["inbox:read"] },
  "connect.staff-digest": { secret: false, scopes: ["inbox:read", "prayer:moderate"] },
  "connect.meeting-reply": { secret: false, scopes: ["inbox:read"] },
} as const satisfies Record<string, { secret: boolean; scopes: readonly AdminScope[] }>;

export type MessageKind = keyof typeof MESSAGE_KINDS;
export type SecretMessageKind = { [K in MessageKind]: (typeof MESSAGE_KINDS)[K]["secret"] extends true ? K : never }[MessageKind];

/** What every message declares about itself, email or text. */
export interface MessageMeta {
  kind: MessageKind;
  /**
   * The values in the message that act for its recipient (tokens, codes): never kept where an admin can read
   * them once a provider delivered the message.
   */
  secrets?: readonly string[];
}

/** The credential a link carries in its query (`?token=...`), as a message's `secrets`. */
export function secretsOfLink(url: string | null | undefined, param = "token"): string[] {
  if (!url) return [];
  const value = new URL(url).searchParams.get(param);
  return value ? [value] : [];
}
