/**
 * Every kind of email and text message the site sends. `secret: true` marks the kinds that carry something that
 * acts for their recipient (a sign-in or set-up link, a code, a cancel or unsubscribe link, an order's private
 * address): the sender lists those values in `secrets`, and the outbox never shows them to anyone but the
 * recipient's own mailbox (lib/outbox/redact.ts). A new kind is added here; the outbox test
 * (tests/api/outbox-secrets.test.ts) then asks for a way to send it.
 */
export const MESSAGE_KINDS = {
  "admin.invite": { secret: true },
  "admin.sign-in-link": { secret: true },
  "member.confirm-sign-up": { secret: true },
  "member.confirm-new-email": { secret: true },
  "member.magic-link": { secret: true },
  "member.sign-in-code": { secret: true },
  "events.registration": { secret: true },
  "events.attendee-message": { secret: false },
  "email.bulk": { secret: true },
  "email.test": { secret: false },
  "store.order-confirmation": { secret: true },
  "giving.receipt": { secret: false },
  "giving.statement": { secret: false },
  "community.discussion-reply": { secret: false },
  "community.volunteer-reminder": { secret: false },
  "community.group-message": { secret: false },
  "prayer.update": { secret: false },
  "connect.confirmation": { secret: false },
  "connect.staff-notice": { secret: false },
  "connect.staff-digest": { secret: false },
  "connect.meeting-reply": { secret: false },
} as const satisfies Record<string, { secret: boolean }>;

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
