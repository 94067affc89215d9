import type { Language } from "../../../shared/i18n";
import type { SiteSettings } from "../../../shared/site";
import enStrings from "../../../web/i18n/en.json";
import esStrings from "../../../web/i18n/es.json";
import { escapeHtml } from "../../lib/text/html";
import { breadcrumbTrail } from "../../../web/app/breadcrumb";
import type { PageDetail } from "./details";
import { isPrivatePath, type PublicPage, publicPageFor } from "./pages";

/** index.html's loading state is written in English; a Spanish page says it in Spanish, from the app's own strings. */
const LOADING: Record<Language, string> = { en: enStrings.common.loading, es: esStrings.common.loading };

interface HeadRequest {
  /** The path asked for, without the query. */
  path: string;
  language: Language;
  publicUrl: string;
}

const OG_LOCALES: Record<Language, string> = { en: "en_US", es: "es_US" };

/** JSON inside a <script> element: "<" never appears as such, so "</script>" in a value cannot close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

function fill(template: string, site: SiteSettings): string {
  return template.replace(/\{name\}/g, site.name).replace(/\{city\}/g, `${site.address.city}, ${site.address.region}`);
}

/** The address of a page in a language: English is the plain path (and query), Spanish adds lang=es. */
export function pageUrl(publicUrl: string, path: string, language: Language): string {
  return `${publicUrl}${path}${language === "es" ? `${path.includes("?") ? "&" : "?"}lang=es` : ""}`;
}

const STRINGS: Record<Language, typeof enStrings> = { en: enStrings, es: esStrings as typeof enStrings };

/** A key of the app's own strings ("breadcrumb.sermons"), in a language. */
function stringOf(language: Language, key: string): string | undefined {
  let value: unknown = STRINGS[language];
  for (const part of key.split(".")) value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === "string" ? value : undefined;
}

/**
 * The page's breadcrumb (web/app/breadcrumb.ts, the trail the page shows) as schema.org BreadcrumbList: each
 * entry that links somewhere, then the page itself under its own name. The home page has none.
 */
function breadcrumbJsonLd(path: string, language: Language, publicUrl: string, current: { name: string; url: string }) {
  const trail = breadcrumbTrail(path);
  if (trail.length === 0) return undefined;
  const linked = trail.slice(0, -1).filter((crumb) => crumb.href !== null);
  const items = [
    ...linked.map((crumb) => ({ name: stringOf(language, crumb.labelKey) ?? crumb.labelKey, url: pageUrl(publicUrl, crumb.href ?? "/", language) })),
    current,
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}

const DAY_CODES = { sunday: "Su", monday: "Mo", tuesday: "Tu", wednesday: "We", thursday: "Th", friday: "Fr", saturday: "Sa" } as const;

/** The church's details as schema.org `Church`, with its services as events-like opening hours. */
function churchJsonLd(site: SiteSettings, publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    name: site.name,
    url: `${publicUrl}/`,
    telephone: site.phone,
    email: site.email,
    slogan: site.tagline.en,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.map.latitude, longitude: site.map.longitude },
    openingHours: site.serviceTimes.map((service) => `${DAY_CODES[service.day]} ${service.time}`),
    sameAs: site.socialLinks.map((link) => link.url).filter((url) => /^https?:\/\//.test(url)),
  };
}

function titleOf(page: PublicPage | undefined, site: SiteSettings, language: Language): string {
  if (!page) return site.name;
  if (page.path === "/") return `${site.name} · ${site.tagline[language] || page.title[language]}`;
  return `${page.title[language]} · ${site.name}`;
}

/**
 * The <head> tags of a page as the server sends it: title, description, canonical and hreflang alternates,
 * Open Graph and the church's JSON-LD on public pages; noindex on member and admin pages.
 */
export function renderHead(site: SiteSettings, request: HeadRequest, detail?: PageDetail): string {
  const { path, language, publicUrl } = request;
  if (isPrivatePath(path)) {
    return [`<title>${escapeHtml(site.name)}</title>`, `<meta name="robots" content="noindex, nofollow" />`].join("\n    ");
  }
  const page = publicPageFor(path);
  const title = detail ? `${detail.title} · ${site.name}` : titleOf(page, site, language);
  const description = detail?.description || fill(page?.description[language] ?? site.tagline[language], site);
  const address = detail?.canonicalPath ?? path;
  const url = pageUrl(publicUrl, address, language);
  const heroAlt = (stringOf(language, "home.landing.heroAlt") ?? site.name).replace("{{name}}", site.name);
  const image =
    detail?.image ?? (site.landingHeroImage ? { url: new URL(site.landingHeroImage, `${publicUrl}/`).href, alt: heroAlt } : undefined);
  const breadcrumbs = breadcrumbJsonLd(path, language, publicUrl, { name: detail?.title ?? page?.title[language] ?? site.name, url });
  const structured = [
    churchJsonLd(site, publicUrl),
    ...(detail?.things ?? []).map((thing) => ({ "@context": "https://schema.org", ...thing, inLanguage: thing.inLanguage ?? language })),
    ...(breadcrumbs ? [breadcrumbs] : []),
  ];
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(pageUrl(publicUrl, address, "en"))}" />`,
    `<link rel="alternate" hreflang="es" href="${escapeHtml(pageUrl(publicUrl, address, "es"))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(publicUrl, address, "en"))}" />`,
    `<meta property="og:type" content="${detail?.ogType ?? "website"}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALES[language === "en" ? "es" : "en"]}" />`,
    ...(image
      ? [`<meta property="og:image" content="${escapeHtml(image.url)}" />`, `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`]
      : []),
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    ...(image
      ? [`<meta name="twitter:image" content="${escapeHtml(image.url)}" />`, `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`]
      : []),
    ...structured.map((value) => `<script type="application/ld+json">${scriptJson(value)}</script>`),
  ];
  return tags.join("\n    ");
}

const TITLE_AND_DESCRIPTION = /<title>[\s\S]*?<\/title>\s*|<meta name="description"[^>]*>\s*/g;

/** index.html with the page's own head tags (in place of the built title and description), language and loading text. */
export function withHead(indexHtml: string, head: string, language: Language): string {
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(TITLE_AND_DESCRIPTION, "")
    .replace(`>${LOADING.en}</div>`, `>${LOADING[language]}</div>`)
    .replace("</head>", `  ${head}\n  </head>`);
}
