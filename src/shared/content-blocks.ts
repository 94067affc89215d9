/**
 * The text blocks of the public pages that admins edit (issue 11, item 1). The catalogue is fixed by the code
 * that draws the pages: a block is a slot on a page, so admins change what the slots say, not which slots
 * exist. Kept free of zod so the public pages can import the keys without weight.
 */
import type { LocalizedText } from "./i18n";

export const CONTENT_PAGES = ["home", "about", "leadership", "why", "connect", "footer"] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** plain: one paragraph of text; markdown: paragraphs, lists, emphasis and links (drawn without raw HTML). */
export type ContentFormat = "plain" | "markdown";

export interface ContentBlockDefinition {
  key: string;
  page: ContentPage;
  format: ContentFormat;
  maxLength: number;
  /** Blocks that carry a picture (a leader's photo). */
  image?: boolean;
}

const block = (key: string, page: ContentPage, format: ContentFormat, maxLength: number, image = false): ContentBlockDefinition =>
  image ? { key, page, format, maxLength, image } : { key, page, format, maxLength };

export const CONTENT_BLOCKS = [
  block("home.hero.eyebrow", "home", "plain", 60),
  block("home.hero.welcome", "home", "plain", 300),
  block("home.welcome.body", "home", "markdown", 3000),
  block("about.story", "about", "markdown", 6000),
  block("about.vision", "about", "plain", 500),
  block("about.mission", "about", "plain", 500),
  block("about.values", "about", "plain", 500),
  block("leadership.bishop.name", "leadership", "plain", 100, true),
  block("leadership.bishop.role", "leadership", "plain", 100),
  block("leadership.bishop.bio", "leadership", "markdown", 1500),
  block("leadership.pastor.name", "leadership", "plain", 100, true),
  block("leadership.pastor.role", "leadership", "plain", 100),
  block("leadership.pastor.bio", "leadership", "markdown", 1500),
  block("why.bible.title", "why", "plain", 80),
  block("why.bible.text", "why", "plain", 300),
  block("why.family.title", "why", "plain", 80),
  block("why.family.text", "why", "plain", 300),
  block("why.bilingual.title", "why", "plain", 80),
  block("why.bilingual.text", "why", "plain", 300),
  block("why.serve.title", "why", "plain", 80),
  block("why.serve.text", "why", "plain", 300),
  block("connect.visit.whatToExpect", "connect", "markdown", 4000),
  block("connect.join.intro", "connect", "markdown", 4000),
  block("connect.kbc.description", "connect", "markdown", 4000),
  block("footer.text", "footer", "plain", 200),
] as const satisfies readonly ContentBlockDefinition[];

export type ContentKey = (typeof CONTENT_BLOCKS)[number]["key"];
export const CONTENT_KEYS = CONTENT_BLOCKS.map((b) => b.key) as ContentKey[];

export function contentBlockDefinition(key: string): ContentBlockDefinition | undefined {
  return (CONTENT_BLOCKS as readonly ContentBlockDefinition[]).find((b) => b.key === key);
}

/** What a block says: the text in both languages and, for blocks that carry one, a picture's address. */
export interface ContentValue extends LocalizedText {
  image: string | null;
}

/** GET /api/content: every published block by key (a block never published is absent). */
export type PublishedContent = Partial<Record<ContentKey, ContentValue>>;
