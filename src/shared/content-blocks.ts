/**
 * The text blocks of the public pages that admins edit (issue 11, item 1). The catalogue is fixed by the code
 * that renders the pages: a block is a slot on a page, so admins change what the slots say, not which slots
 * exist. Kept free of zod so the public pages can import the keys without weight.
 */
import type { LocalizedText } from "./i18n";

export const CONTENT_PAGES = ["pages", "home", "about", "leadership", "why", "connect", "footer"] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** plain: one paragraph of text; markdown: paragraphs, lists, emphasis and links (rendered without raw HTML). */
export type ContentFormat = "plain" | "markdown";

export interface ContentBlockDefinition {
  key: string;
  page: ContentPage;
  format: ContentFormat;
  maxLength: number;
  /** Blocks that carry a picture (a leader's photo, a page's opening picture). */
  image?: boolean;
}

/**
 * The public pages that open with an editable heading and a short welcome (issue 23): every page of the public
 * layout a visitor browses to, except the home page, whose hero has its own blocks (tests/unit/page-intros.test.tsx
 * checks this list against the router). `picture`: the page opens with a picture beside its welcome.
 */
export const PAGE_INTROS = [
  { path: "/plan-visit", id: "planVisit", picture: true },
  { path: "/join-church", id: "joinChurch", picture: true },
  { path: "/kingdom-builders-class", id: "kingdomBuilders", picture: true },
  { path: "/about", id: "about", picture: false },
  { path: "/study", id: "study", picture: false },
  { path: "/sermons", id: "sermons", picture: false },
  { path: "/events", id: "events", picture: false },
  { path: "/prayer", id: "prayer", picture: false },
  { path: "/give", id: "give", picture: false },
  { path: "/community", id: "community", picture: false },
  { path: "/watch", id: "watch", picture: false },
  { path: "/store", id: "store", picture: false },
] as const;
export type PageIntroId = (typeof PAGE_INTROS)[number]["id"];

/** A page's heading (its h1) and welcome: short plain texts, so the page's top never jumps or grows a wall of text. */
export const pageTitleKey = <Id extends PageIntroId>(id: Id) => `page.${id}.title` as const;
export const pageIntroKey = <Id extends PageIntroId>(id: Id) => `page.${id}.intro` as const;
const PAGE_TITLE_MAX = 80;
const PAGE_INTRO_MAX = 320;

function pageIntroBlocks() {
  return PAGE_INTROS.flatMap(({ id, picture }) => [
    { key: pageTitleKey(id), page: "pages" as const, format: "plain" as const, maxLength: PAGE_TITLE_MAX },
    picture
      ? { key: pageIntroKey(id), page: "pages" as const, format: "plain" as const, maxLength: PAGE_INTRO_MAX, image: true }
      : { key: pageIntroKey(id), page: "pages" as const, format: "plain" as const, maxLength: PAGE_INTRO_MAX },
  ]);
}

const block = (key: string, page: ContentPage, format: ContentFormat, maxLength: number, image = false): ContentBlockDefinition =>
  image ? { key, page, format, maxLength, image } : { key, page, format, maxLength };

export const CONTENT_BLOCKS = [
  ...pageIntroBlocks(),
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

/**
 * A page's opening picture (PAGE_INTROS with `picture`): stored in two widths, cropped to 4:3, so a phone
 * fetches the small one and the page reserves the picture's box before it arrives. Uploads and the demo
 * pictures are named `<name>-640.webp` and `<name>-1280.webp`; the block keeps the large one's address.
 */
export const PAGE_PICTURE = { width: 1280, height: 960, smallWidth: 640 } as const;

/** The srcset of a picture named as above; any other address (an https:// picture) is used as it is. */
export function pagePictureSources(url: string): { src: string; srcSet?: string } {
  const large = `-${PAGE_PICTURE.width}.webp`;
  if (!url.startsWith("/") || !url.endsWith(large)) return { src: url };
  const small = `${url.slice(0, -large.length)}-${PAGE_PICTURE.smallWidth}.webp`;
  return { src: url, srcSet: `${small} ${PAGE_PICTURE.smallWidth}w, ${url} ${PAGE_PICTURE.width}w` };
}
