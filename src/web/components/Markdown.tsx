import { lazy, useEffect, useState } from "react";
import { MARKDOWN_AFTER_LOAD_MS } from "../app/deferred";
import { useDeferredMount } from "../app/useDeferredMount";
import { useInBrowser } from "../lib/stored-state";

const loadMarkdownText = () => import("./MarkdownText");
const MarkdownText = lazy(() => loadMarkdownText().then((m) => ({ default: m.MarkdownText })));

/**
 * What a drawn text's frame holds while React takes the page over: nothing React would write. React leaves the
 * inside of an element with inner HTML alone when it takes one over, and writes it only when the HTML given
 * changes, which this one object never does.
 */
const AS_DRAWN = { __html: "" };

/**
 * A Markdown text an admin wrote (study guides, page texts), in its frame.
 *
 * Taking over a page the server drew, the browser keeps the server's elements for the text instead of parsing
 * the same Markdown again to match them: that parse, and evaluating the Markdown parser's code, were the largest
 * single pieces of taking a study page over on a phone. The parser's code is then fetched a moment after the
 * page has loaded (or at the first tap or key), for the texts drawn afterwards: another language, another page.
 */
export function Markdown({ source }: { source: string }) {
  // False on the server and while the browser takes a drawn page over (stored-state.ts).
  const inBrowser = useInBrowser();
  // The text the server drew, while it is still the one to show.
  const [drawn, setDrawn] = useState(() => (inBrowser || typeof document === "undefined" ? undefined : source));
  if (drawn !== undefined && drawn !== source) setDrawn(undefined);
  const parserWanted = useDeferredMount(MARKDOWN_AFTER_LOAD_MS);
  useEffect(() => {
    if (parserWanted) void loadMarkdownText();
  }, [parserWanted]);

  if (drawn === source) return <div key="drawn" className="study-prose" dangerouslySetInnerHTML={AS_DRAWN} suppressHydrationWarning />;
  // Drawn in the browser before the parser's code has arrived, the page waits for it as it waits for its own.
  return (
    <div key="live" className="study-prose">
      <MarkdownText source={source} />
    </div>
  );
}
