import { lazy, Suspense } from "react";

// react-markdown is its own chunk: the home page's first JavaScript stays small and the text shows at once.
const Markdown = lazy(() => import("../../components/Markdown").then((m) => ({ default: m.Markdown })));

/** The source's paragraphs as plain text: what shows while the markdown renderer loads (it reads the same). */
function Paragraphs({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className}>
      {source
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((paragraph, i) => (
          <p key={i}>{paragraph.replace(/[*_#>`]/g, "")}</p>
        ))}
    </div>
  );
}

/** A markdown block an admin wrote (paragraphs, lists, emphasis, links; raw HTML is shown as text, never run). */
export function ContentMarkdown({ source, className }: { source: string; className?: string }) {
  if (!source.trim()) return null;
  return (
    <div className={className} data-testid="content-markdown">
      <Suspense fallback={<Paragraphs source={source} className="study-prose" />}>
        <Markdown source={source} />
      </Suspense>
    </div>
  );
}
