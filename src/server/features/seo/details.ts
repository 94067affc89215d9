import type { Language } from "../../../shared/i18n";
import { formatInstant } from "../../../shared/date-format";
import { DEFAULT_TRANSLATION_BY_LANGUAGE, type BibleChapter } from "../../../shared/bible-constants";
import type { EventDetail } from "../../../shared/events";
import type { GalleryAlbumPage } from "../../../shared/gallery";
import type { SermonDetail, SermonFacets } from "../../../shared/sermons";
import type { Product } from "../../../shared/store";
import type { StudyGuide } from "../../../shared/study";
import { absolute, church, type DetailInput, type DetailKind, DetailNotFound, local, type PageDetail, readJson, summarise } from "./page-detail";

export type { PageDetail, ReadApi } from "./page-detail";

interface DetailTexts {
  cancelled: string;
  rescheduled: string;
  sermons: string;
  chapterOf: (book: string) => string;
  /** An album's description when its admin wrote none. */
  photosOf: (count: number, album: string, church: string) => string;
}

const TEXT: Record<Language, DetailTexts> = {
  en: {
    cancelled: "Cancelled",
    rescheduled: "Moved to a new time",
    sermons: "Sermons",
    chapterOf: (book) => `The book of ${book}`,
    photosOf: (count, album, church) => `${album}: ${count} ${count === 1 ? "photo" : "photos"} from the life of ${church}.`,
  },
  es: {
    cancelled: "Cancelado",
    rescheduled: "Cambiado de hora",
    sermons: "Sermones",
    chapterOf: (book) => `El libro de ${book}`,
    photosOf: (count, album, church) => `${album}: ${count} ${count === 1 ? "foto" : "fotos"} de la vida de ${church}.`,
  },
};

/** "Sunday, November 29, 2026, 7:00 PM": a wall-clock time of the event's own zone, as its page writes it. */
function wallClock(local: string, language: Language): string {
  return formatInstant(new Date(`${local}:00Z`), language, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" });
}

const sermon: DetailKind = async ({ params, language, site, publicUrl, read }) => {
  const found = await readJson<{ sermon: SermonDetail }>(read, `/api/sermons/${encodeURIComponent(params.slug ?? "")}`);
  if (!found) return undefined;
  const { sermon: s } = found;
  const title = local(s.title, language);
  const speaker = [local(s.speakerTitle, language), s.speaker].filter(Boolean).join(" ");
  const description = summarise(local(s.summary, language) || `${speaker} · ${s.preachedOn}`);
  const image = { url: absolute(s.artworkUrl ?? "/api/sermons/podcast-artwork.png", publicUrl), alt: title };
  const url = `${publicUrl}/sermons/${s.slug}`;
  const author = { "@type": "Person", name: speaker };
  const things: Record<string, unknown>[] = [];
  if (s.video) {
    things.push({
      "@type": "VideoObject",
      name: title,
      description,
      thumbnailUrl: [image.url],
      uploadDate: s.preachedOn,
      url,
      author,
      ...("embedUrl" in s.video ? { embedUrl: s.video.embedUrl } : { contentUrl: absolute(s.video.url, publicUrl) }),
    });
  }
  if (s.audio || !s.video) {
    things.push({
      "@type": "PodcastEpisode",
      name: title,
      description,
      datePublished: s.preachedOn,
      url,
      image: image.url,
      author,
      ...(s.audio ? { associatedMedia: { "@type": "AudioObject", contentUrl: absolute(s.audio.url, publicUrl), encodingFormat: s.audio.contentType } } : {}),
      partOfSeries: { "@type": "PodcastSeries", name: `${site.name} · ${TEXT[language].sermons}`, webFeed: `${publicUrl}/api/sermons/podcast.xml` },
    });
  }
  return { title, description, image, ogType: s.video ? "video.other" : "article", things };
};

const sermonSeries: DetailKind = async ({ search, language, publicUrl, read }) => {
  const slug = search.get("series");
  if (!slug) return undefined;
  const facets = await readJson<SermonFacets>(read, "/api/sermons/browse");
  const series = facets?.series.find((entry) => entry.slug === slug);
  if (!series) return undefined;
  const title = local(series.title, language);
  const description = summarise(local(series.description, language) || title);
  const canonicalPath = `/sermons?series=${encodeURIComponent(series.slug)}`;
  const image = { url: absolute(series.artworkUrl ?? "/api/sermons/podcast-artwork.png", publicUrl), alt: title };
  return {
    title,
    description,
    image,
    ogType: "website",
    canonicalPath,
    things: [
      {
        "@type": "CreativeWorkSeries",
        name: title,
        description,
        image: image.url,
        url: `${publicUrl}${canonicalPath}`,
        ...(series.firstDate ? { startDate: series.firstDate } : {}),
        ...(series.lastDate ? { endDate: series.lastDate } : {}),
      },
    ],
  };
};

const event: DetailKind = async ({ params, language, site, publicUrl, read }) => {
  const found = await readJson<{ event: EventDetail }>(read, `/api/events/${encodeURIComponent(params.id ?? "")}/${encodeURIComponent(params.date ?? "")}`);
  if (!found) return undefined;
  const e = found.event;
  const name = local(e.title, language);
  const status = e.cancelled ? TEXT[language].cancelled : e.rescheduled ? TEXT[language].rescheduled : undefined;
  const title = status ? `${name} (${status})` : name;
  const when = `${wallClock(e.startLocal, language)} · ${e.location.name}`;
  const description = summarise([status, when, local(e.description, language)].filter(Boolean).join(". "));
  const image = e.imageUrl ? { url: absolute(e.imageUrl, publicUrl), alt: name } : undefined;
  return {
    title,
    description,
    image,
    ogType: "website",
    things: [
      {
        "@type": "Event",
        name,
        description: summarise(local(e.description, language) || name, 500),
        startDate: e.startsAt,
        endDate: e.endsAt,
        eventStatus: `https://schema.org/${e.cancelled ? "EventCancelled" : e.rescheduled ? "EventRescheduled" : "EventScheduled"}`,
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: {
          "@type": "Place",
          name: e.location.name,
          address: e.location.address || `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
        },
        ...(image ? { image: [image.url] } : {}),
        organizer: church(site, publicUrl),
        url: `${publicUrl}/events/${e.eventId}/${e.date}`,
      },
    ],
  };
};

const product: DetailKind = async ({ params, language, site, publicUrl, read }) => {
  const found = await readJson<{ product: Product }>(read, `/api/store/products/${encodeURIComponent(params.slug ?? "")}`);
  if (!found) return undefined;
  const p = found.product;
  const title = local(p.name, language);
  const description = summarise(local(p.description, language) || title);
  const first = p.images[0];
  const image = first ? { url: absolute(first.url, publicUrl), alt: local(first.alt, language) || title } : undefined;
  const url = `${publicUrl}/store/${p.slug}`;
  const prices = p.variants.length > 0 ? p.variants.map((variant) => variant.priceCents) : [p.priceCents];
  const price = (cents: number) => (cents / 100).toFixed(2);
  const currency = p.currency.toUpperCase();
  const availability = `https://schema.org/${p.soldOut ? "OutOfStock" : "InStock"}`;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return {
    title,
    description,
    image,
    ogType: "product",
    things: [
      {
        "@type": "Product",
        name: title,
        description,
        sku: p.slug,
        image: p.images.map((entry) => absolute(entry.url, publicUrl)),
        brand: { "@type": "Brand", name: site.name },
        offers:
          low === high
            ? { "@type": "Offer", price: price(low), priceCurrency: currency, availability, url, seller: church(site, publicUrl) }
            : { "@type": "AggregateOffer", lowPrice: price(low), highPrice: price(high), offerCount: prices.length, priceCurrency: currency, availability, url },
      },
    ],
  };
};

const studyGuide: DetailKind = async ({ params, language, site, publicUrl, read }) => {
  const found = await readJson<{ guide: StudyGuide }>(read, `/api/study/guides/${encodeURIComponent(params.week ?? "")}`);
  if (!found) return undefined;
  const g = found.guide;
  const title = local(g.title, language);
  const description = summarise(local(g.body, language) || title);
  return {
    title,
    description,
    ogType: "article",
    things: [
      {
        "@type": "Article",
        headline: title.slice(0, 110),
        description,
        datePublished: g.weekStart,
        inLanguage: language,
        author: church(site, publicUrl),
        publisher: church(site, publicUrl),
        url: `${publicUrl}/study/guides/${g.weekStart}`,
      },
    ],
  };
};

const bibleChapter: DetailKind = async ({ params, language, read }) => {
  const translation = DEFAULT_TRANSLATION_BY_LANGUAGE[language];
  const found = await readJson<BibleChapter>(read, `/api/bible/${translation}/${encodeURIComponent(params.book ?? "")}/${encodeURIComponent(params.chapter ?? "")}`);
  if (!found) return undefined;
  const title = `${found.book.name} ${found.chapter}`;
  const text = found.verses.map((verse) => verse.text).join(" ");
  const description = summarise(`${title}: ${text}`);
  return {
    title,
    description,
    ogType: "article",
    things: [
      {
        "@type": "Chapter",
        name: title,
        position: found.chapter,
        inLanguage: language,
        isPartOf: { "@type": "Book", name: found.book.name, description: TEXT[language].chapterOf(found.book.name) },
        description,
      },
    ],
  };
};

const album: DetailKind = async ({ params, language, site, publicUrl, read }) => {
  const found = await readJson<GalleryAlbumPage>(read, `/api/gallery/albums/${encodeURIComponent(params.slug ?? "")}`);
  if (!found) return undefined;
  const { album: a, cover } = found;
  const title = local(a.name, language);
  const description = summarise(local(a.description, language) || TEXT[language].photosOf(a.photoCount, title, site.name));
  const image = cover ? { url: absolute(cover.imageUrl, publicUrl), alt: local(cover.title, language) || title } : undefined;
  const url = `${publicUrl}/community/albums/${a.slug}`;
  return {
    title,
    description,
    image,
    ogType: "website",
    things: [
      {
        "@type": "ImageGallery",
        name: title,
        description,
        url,
        ...(image ? { image: image.url, primaryImageOfPage: { "@type": "ImageObject", contentUrl: image.url, name: image.alt } } : {}),
        ...(found.lastDate ? { dateModified: found.lastDate } : {}),
        isPartOf: { "@type": "WebSite", name: site.name, url: `${publicUrl}/` },
      },
    ],
  };
};

/**
 * Every detail page the router renders for guests (src/web/app/router.tsx), by its pattern, most specific first; the
 * sermons listing with `?series=` is a series' page. tests/api/public-pages.test.ts checks that the router has no
 * detail page this list does not name.
 */
export const DETAIL_KINDS: Array<[pattern: string, kind: DetailKind]> = [
  ["/sermons/:slug", sermon],
  ["/sermons", sermonSeries],
  ["/events/:id/:date", event],
  ["/store/:slug", product],
  ["/study/guides/:week", studyGuide],
  ["/study/:book/:chapter", bibleChapter],
  ["/community/albums/:slug", album],
];

/** A path's parameters by a pattern ("/store/:slug"), or undefined when it is not one of its pages. */
function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split("/");
  const segments = path.split("/");
  if (wanted.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    const actual = segments[i] ?? "";
    if (segment.startsWith(":")) {
      if (!actual) return undefined;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (segment !== actual) return undefined;
  }
  return params;
}

/** What a detail page says of itself; `notFound` when its address names nothing that exists (the page is a 404). */
export interface DetailLookup {
  detail?: PageDetail;
  notFound: boolean;
}

/** The detail of a path's page, none for a page that is not a detail page, or notFound when it names nothing. */
export async function pageDetail(path: string, search: URLSearchParams, input: Omit<DetailInput, "params" | "search">): Promise<DetailLookup> {
  for (const [pattern, kind] of DETAIL_KINDS) {
    const params = matchPattern(pattern, path);
    if (!params) continue;
    try {
      const detail = await kind({ ...input, params, search });
      if (detail) return { detail, notFound: false };
    } catch (error) {
      if (error instanceof DetailNotFound) return { notFound: true };
      throw error;
    }
  }
  return { notFound: false };
}
