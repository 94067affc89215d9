import type { SiteSettings } from "../../shared/site";

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** An sms: link that opens the phone's messages app with the keyword typed (SPEC.md: text HOME to join). */
export function textToJoinHref({ keyword, number }: SiteSettings["textToJoin"]): string {
  return `sms:${number.replace(/[^\d+]/g, "")}?&body=${encodeURIComponent(keyword)}`;
}

export function mapsDirectionsHref(map: SiteSettings["map"]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(map.query)}`;
}

export function mapsEmbedSrc(map: SiteSettings["map"]): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(map.query)}&output=embed`;
}
