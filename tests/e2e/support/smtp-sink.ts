import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "../fixtures";

/** The e2e server's SMTP sink (scripts/e2e-server.mjs) writes every message it receives as a JSON line here. */
function sinkFile(): string {
  return path.join(process.env.TMPDIR ?? "/tmp", `church-e2e-smtp-${process.env.E2E_PORT ?? 4173}.jsonl`);
}

/** The raw message (headers and body) the SMTP sink received for an address whose subject line holds `subject`. */
export async function mailInSmtpSink(to: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      const lines = readFileSync(sinkFile(), "utf8").split("\n").filter(Boolean);
      const messages = lines.map((line) => JSON.parse(line) as { to: string[]; raw: string });
      found = messages.find((m) => m.to.includes(to) && m.raw.includes(`Subject: ${subject}`))?.raw;
      return Boolean(found);
    })
    .toBe(true);
  return found ?? "";
}
