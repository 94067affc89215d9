import type { SiteSettings } from "../../shared/site";

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The keyword a page shows: HOME on English pages, its Spanish counterpart (HOGAR) on Spanish ones; both answer in their language. */
export function textKeyword(textToJoin: SiteSettings["textToJoin"], language: string): string {
  return language.startsWith("es") && textToJoin.keywordEs ? textToJoin.keywordEs : textToJoin.keyword;
}

/** An sms: link that opens the phone's messages app with the page language's keyword typed (SPEC.md: text HOME to join). */
export function textToJoinHref(textToJoin: SiteSettings["textToJoin"], language: string): string {
  return `sms:${textToJoin.number.replace(/[^\d+]/g, "")}?&body=${encodeURIComponent(textKeyword(textToJoin, language))}`;
}

export function mapsDirectionsHref(map: SiteSettings["map"]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(map.query)}`;
}

export function mapsEmbedSrc(map: SiteSettings["map"]): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(map.query)}&output=embed`;
}
