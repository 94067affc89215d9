import { micromark } from "micromark";
import type { Language } from "../../../shared/i18n";
import type { LocalizedText } from "../../../shared/i18n";
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

/** The markdown as HTML; raw HTML in it is shown as text and unsafe links are dropped (micromark's defaults). */
export function markdownHtml(markdown: string): string {
  return micromark(markdown);
}

/**
 * One recipient's mail in their language: the markdown as HTML and as text, with the unsubscribe link in the
 * footer and the List-Unsubscribe header mail programs show as a button. A test mail has no unsubscribe link.
 */
export function campaignMessage(
  content: CampaignContent,
  language: Language,
  to: string,
  options: { unsubscribeUrl?: string; messageKey?: string; test?: boolean },
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
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">${markdownHtml(markdown)}<hr>${footerHtml}</body></html>`,
    messageKey: options.messageKey,
    headers: options.unsubscribeUrl ? { "List-Unsubscribe": `<${options.unsubscribeUrl}>` } : undefined,
  };
}
