/**
 * The islands of a page as the browser gets them: each one's component and its props, read back from the HTML the
 * way Astro's island element reads them (its `props` attribute, in Astro's tagged form: astro/dist/runtime/server/
 * serialize.js), with the frame's texts and reads, which travel as JSON text (src/site/react/frame-json.ts), parsed.
 */
export interface IslandOnPage {
  /** The component's file name, without its hash: "HeaderIsland". */
  name: string;
  /** Its props as Astro wrote them, read back. */
  props: Record<string, unknown>;
}

/** An attribute's or text's HTML entities read back (the five a page's HTML uses). */
export const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** A value of Astro's tagged form read back: [0, value], [1, array], [3, date]... (the ones a page's props use). */
function revive(tagged: unknown): unknown {
  if (!Array.isArray(tagged)) return tagged;
  const [kind, value] = tagged as [number, unknown];
  if (kind === 1) return (value as unknown[]).map(revive);
  if (kind === 3) return new Date(value as string);
  if (kind === 0 && typeof value === "object" && value !== null) return reviveObject(value as Record<string, unknown>);
  return value;
}

function reviveObject(tagged: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tagged).map(([key, value]) => [key, revive(value)]));
}

/** Every island of a page, in the order the page has them. */
export function islandsOf(html: string): IslandOnPage[] {
  return [...html.matchAll(/<astro-island\s[^>]*>/g)].map(([tag]) => {
    const url = /component-url="[^"]*\/([A-Za-z]+)\.[^"]*"/.exec(tag)?.[1] ?? "?";
    const props = /\sprops="([^"]*)"/.exec(tag)?.[1];
    return { name: url, props: props === undefined ? {} : reviveObject(JSON.parse(unescape(props)) as Record<string, unknown>) };
  });
}

/** An island's frame texts or reads, parsed from the JSON text it was given. */
export function parsedJson(value: unknown): unknown {
  if (typeof value !== "string") throw new Error(`expected JSON text, got ${typeof value}`);
  return JSON.parse(value);
}

/** The texts a page writes once for its islands (layouts/PublicPage.astro's #page-texts script), parsed. */
export function pageTextsOf(html: string): Record<string, unknown> | undefined {
  const json = /<script type="application\/json" id="page-texts">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

/**
 * An island's frame texts as the browser reads them (react/frame-json.ts's fromJson): the page's texts, when its
 * props name them ("in-page:<language>:<keys>"), which must then hold every key named; else its own JSON text.
 */
export function islandTexts(html: string, island: IslandOnPage): { texts: Record<string, unknown>; inPage: boolean; missing: string[] } {
  const given = island.props.texts;
  const named = typeof given === "string" ? /^in-page:[a-z]+:(.*)$/.exec(given) : null;
  if (!named) return { texts: parsedJson(given) as Record<string, unknown>, inPage: false, missing: [] };
  const texts = pageTextsOf(html) ?? {};
  return { texts, inPage: true, missing: (named[1] ?? "").split(",").filter((key) => !(key in texts)) };
}
