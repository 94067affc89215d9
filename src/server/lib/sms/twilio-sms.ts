import type { Db } from "../../db/client";
import type { Logger } from "../logger";
import { recordOutboxEntry } from "../outbox/outbox-store";
import type { SmsMessage, SmsSender } from "./sms-sender";

interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** Overridable so tests can point it at a local server; never an outside host in tests. */
  apiBase?: string;
}

/**
 * Twilio's Messages REST endpoint called with fetch: one POST needs no SDK. Each message is recorded in the
 * outbox as sent or failed.
 */
export function createTwilioSms(db: Db, logger: Logger, options: TwilioOptions): SmsSender {
  const apiBase = options.apiBase ?? "https://api.twilio.com";
  const url = `${apiBase}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  return {
    mode: "twilio",
    async send(message: SmsMessage) {
      const entry = { channel: "sms" as const, recipient: message.to, bodyText: message.body, kind: message.kind, secrets: message.secrets };
      const response = await fetch(url, {
        method: "POST",
        headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ To: message.to, From: options.from, Body: message.body }),
        signal: AbortSignal.timeout(10_000),
      }).catch((err: unknown) => err as Error);
      if (response instanceof Error || !response.ok) {
        const error = response instanceof Error ? response.message : `Twilio responded ${response.status}: ${await response.text()}`;
        await recordOutboxEntry(db, { ...entry, status: "failed", error });
        logger.error({ to: message.to, error }, "text message could not be sent");
        throw new Error(error);
      }
      await recordOutboxEntry(db, { ...entry, status: "sent" });
    },
  };
}
