import { Fragment } from "react";

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than a link ("see https://example.org."). */
const TRAILING = /[.,;:!?)\]'"]+$/;

type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

/** Splits plain text into text and http(s) links; nothing else ever becomes markup. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, "");
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** Members' words as React text nodes, with their web addresses as links marked as user content. */
export function LinkedText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p className={`whitespace-pre-line break-words ${className}`}>
      {splitLinks(text).map((part, i) =>
        part.kind === "link" ? (
          <a key={i} href={part.href} rel="nofollow noopener ugc" target="_blank" className="font-semibold text-brand-700 underline underline-offset-2">
            {part.href}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
