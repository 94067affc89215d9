import { escapeHtml } from "../text/html";
import type { EmailMessage } from "./mailer";
import type { MessageMeta } from "./message-kinds";

/** A plain email: paragraphs of text, escaped in the HTML part (what people typed is never markup). */
export function plainEmail(meta: MessageMeta, to: string, subject: string, paragraphs: string[]): EmailMessage {
  return {
    ...meta,
    to,
    subject,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join(""),
  };
}
