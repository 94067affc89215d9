import { lazy, Suspense } from "react";

// react-markdown is its own chunk, fetched only for a text that uses markdown: the home page's first
// JavaScript stays small, and plain paragraphs (most texts) never need it.
const Markdown = lazy(() => import("../../components/Markdown").then((m) => ({ default: m.Markdown })));

/** Emphasis, headings, quotes, code, links or list items: anything plain paragraphs would not draw. */
const MARKDOWN_SYNTAX = /[*_`#>[\]]|^\s*([-+]|\d+\.)\s/m;

/** The source's paragraphs as text: the whole rendering of a plain text, and the fallback while markdown loads. */
function Paragraphs({ source }: { source: string }) {
  return (
    <div className="study-prose">
      {source
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
    </div>
  );
}

/** A markdown block an admin wrote (paragraphs, lists, emphasis, links; raw HTML is shown as text, never run). */
export function ContentMarkdown({ source, className }: { source: string; className?: string }) {
  if (!source.trim()) return null;
  return (
    <div className={className} data-testid="content-markdown">
      {MARKDOWN_SYNTAX.test(source) ? (
        <Suspense fallback={<Paragraphs source={source} />}>
          <Markdown source={source} />
        </Suspense>
      ) : (
        <Paragraphs source={source} />
      )}
    </div>
  );
}
