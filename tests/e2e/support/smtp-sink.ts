import { readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect } from "../fixtures";

/** The e2e server's SMTP sink (scripts/e2e-server.mjs) writes every message it receives as a JSON line here. */
function sinkFile(): string {
  return path.join(process.env.TMPDIR ?? "/tmp", `church-e2e-smtp-${process.env.E2E_PORT ?? 4173}.jsonl`);
}

function sinkMessages(): Array<{ to: string[]; raw: string }> {
  return readFileSync(sinkFile(), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; raw: string });
}

/**
 * The newest email an address received, decoded as a mail program shows it: what a person finds in their own
 * mailbox, links included (the outbox keeps them hidden once a provider delivered the message).
 */
export async function newestMailTo(to: string, after = 0): Promise<{ subject: string | null; text: string; index: number }> {
  let index = -1;
  await expect
    .poll(() => {
      index = sinkMessages().findLastIndex((m, i) => i >= after && m.to.some((address) => address.toLowerCase() === to.toLowerCase()));
      return index >= 0;
    })
    .toBe(true);
  const raw = sinkMessages()[index]?.raw ?? "";
  const parsed = await simpleParser(raw);
  return { subject: parsed.subject ?? null, text: parsed.text ?? "", index };
}

/** How many messages the sink holds now: pass it to newestMailTo to wait for one sent after this moment. */
export function sinkCount(): number {
  return sinkMessages().length;
}

/** The raw message (headers and body) the SMTP sink received for an address whose subject line holds `subject`. */
export async function mailInSmtpSink(to: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      found = sinkMessages().find((m) => m.to.includes(to) && m.raw.includes(`Subject: ${subject}`))?.raw;
      return Boolean(found);
    })
    .toBe(true);
  return found ?? "";
}
