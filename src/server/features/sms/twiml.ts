import { escapeXml } from "../../lib/text/xml";

/**
 * The TwiML a messaging webhook responds with: one <Message> to send back, or an empty <Response/> to send
 * nothing. The text goes through the site's XML escaping (lib/text/xml.ts), so nothing a church writes into its
 * name or settings can break the document.
 */
export function twimlReply(text: string | null): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>';
  return text ? `${head}<Response><Message>${escapeXml(text)}</Message></Response>` : `${head}<Response/>`;
}
