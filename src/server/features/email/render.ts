import { micromark } from "micromark";
import type { Language } from "../../../shared/i18n";
import type { LocalizedText } from "../../../shared/i18n";
import { linkKind } from "../../../shared/safe-link";
import { escapeHtml } from "../../lib/text/html";
import type { EmailMessage } from "../../lib/mail/mailer";
import { secretsOfLink } from "../../lib/mail/message-kinds";

const FOOTER = {
  en: { why: "You receive this email from your church.", unsubscribe: "Unsubscribe from these emails", test: "Test email" },
  es: { why: "Recibes este correo de tu iglesia.", unsubscribe: "Darse de baja de estos correos", test: "Correo de prueba" },
} satisfies Record<Language, Record<string, string>>;

export interface CampaignContent {
  subject: LocalizedText;
  body: LocalizedText;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&#x27;": "'" };

/**
 * The markdown as HTML; raw HTML in it is shown as text (micromark's default). Each link is checked with the site's
 * one link check (shared/safe-link.ts): a page of the site becomes an address on `siteUrl` (a mail program has no
 * site to read a path against), an outside address with a safe scheme stays, and anything else ("//host",
 * "javascript:") loses its link and keeps its text.
 */
export function markdownHtml(markdown: string, siteUrl?: string): string {
  return micromark(markdown).replace(/<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g, (whole, written: string, rest: string, text: string) => {
    const href = written.replace(/&(amp|quot|lt|gt|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
    const kind = linkKind(href);
    if (kind === "unsafe") return text;
    if (kind === "outside" || !siteUrl) return whole;
    return `<a href="${escapeHtml(new URL(href, siteUrl).toString())}"${rest}>${text}</a>`;
  });
}

/**
 * One recipient's mail in their language: the markdown as HTML and as text, with the unsubscribe link in the
 * footer and the List-Unsubscribe header mail programs show as a button. A test mail has no unsubscribe link.
 */
export function campaignMessage(
  content: CampaignContent,
  language: Language,
  to: string,
  options: { unsubscribeUrl?: string; oneClickUrl?: string; messageKey?: string; test?: boolean; siteUrl?: string },
): EmailMessage {
  const copy = FOOTER[language];
  const subject = options.test ? `[${copy.test}] ${content.subject[language]}` : content.subject[language];
  const markdown = content.body[language];
  const footerText = options.unsubscribeUrl ? `${copy.why}\n${copy.unsubscribe}: ${options.unsubscribeUrl}` : copy.why;
  const footerHtml = options.unsubscribeUrl
    ? `<p style="color:#475569;font-size:13px">${escapeHtml(copy.why)}<br><a href="${escapeHtml(options.unsubscribeUrl)}">${escapeHtml(copy.unsubscribe)}</a></p>`
    : `<p style="color:#475569;font-size:13px">${escapeHtml(copy.why)}</p>`;
  return {
    kind: options.test ? "email.test" : "email.bulk",
    secrets: secretsOfLink(options.unsubscribeUrl),
    to,
    subject,
    text: `${markdown}\n\n--\n${footerText}\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">${markdownHtml(markdown, options.siteUrl)}<hr>${footerHtml}</body></html>`,
    messageKey: options.messageKey,
    // RFC 8058: with List-Unsubscribe-Post, the mail program's button unsubscribes at once by a POST to the address
    // (Gmail and Yahoo require it of bulk senders); opened in a browser, the same address shows the page.
    headers: options.unsubscribeUrl
      ? options.oneClickUrl
        ? { "List-Unsubscribe": `<${options.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
        : { "List-Unsubscribe": `<${options.unsubscribeUrl}>` }
      : undefined,
  };
}
