import { lazy, useEffect, useState } from "react";
import { MARKDOWN_AFTER_LOAD_MS } from "../app/deferred";
import { useDeferredMount } from "../app/useDeferredMount";
import { useInBrowser } from "../lib/stored-state";

const loadMarkdownText = () => import("./MarkdownText");
const MarkdownText = lazy(() => loadMarkdownText().then((m) => ({ default: m.MarkdownText })));

/**
 * What a server-rendered text's frame holds during hydration: nothing React would write. React leaves the
 * inside of an element with inner HTML alone when it hydrates one, and writes it only when the HTML given
 * changes, which this one object never does.
 */
const KEEP_SERVER_HTML = { __html: "" };

/**
 * A Markdown text an admin wrote (study guides, page texts), in its frame.
 *
 * Hydrating a page the server rendered, the browser keeps the server's elements for the text instead of parsing
 * the same Markdown again to match them: that parse, and evaluating the Markdown parser's code, were the largest
 * single pieces of hydrating a study page on a phone. The parser's code is then fetched a moment after the
 * page has loaded (or at the first tap or key), for the texts rendered afterwards: another language, another page.
 */
export function Markdown({ source }: { source: string }) {
  // False on the server and during hydration (stored-state.ts).
  const inBrowser = useInBrowser();
  // The text the server rendered, while it is still the one to show.
  const [ssrSource, setSsrSource] = useState(() => (inBrowser || typeof document === "undefined" ? undefined : source));
  if (ssrSource !== undefined && ssrSource !== source) setSsrSource(undefined);
  const parserWanted = useDeferredMount(MARKDOWN_AFTER_LOAD_MS);
  useEffect(() => {
    if (parserWanted) void loadMarkdownText();
  }, [parserWanted]);

  if (ssrSource === source) return <div key="ssr" className="study-prose" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  // Rendered in the browser before the parser's code has arrived, the page waits for it as it waits for its own.
  return (
    <div key="live" className="study-prose">
      <MarkdownText source={source} />
    </div>
  );
}
