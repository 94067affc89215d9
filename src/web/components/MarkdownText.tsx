import type { ReactElement } from "react";
import Markdown, { type Options } from "react-markdown";
import { LruCache } from "../../shared/lru-cache";
import { linkKind } from "../../shared/safe-link";

/** Markdown an admin wrote (study guides, page texts), rendered as plain elements: raw HTML in it is shown as text, never run. */
const ALLOWED = ["p", "h1", "h2", "h3", "h4", "strong", "em", "ul", "ol", "li", "blockquote", "a", "br", "hr"];

const OPTIONS = {
  allowedElements: ALLOWED,
  unwrapDisallowed: true,
  components: {
    // A heading in the text sits under the guide's own heading, so "#" and "##" both become h3 (an h1 must be allowed
    // above to reach its component: a disallowed element is unwrapped before components are asked).
    h1: ({ children }) => <h3>{children}</h3>,
    h2: ({ children }) => <h3>{children}</h3>,
    // A page of the site opens here, an outside address in a new tab; anything else ("//host", "/\\host") is
    // no link at all (shared/safe-link.ts).
    a: ({ href, children }) => {
      const kind = linkKind(href);
      if (kind === "unsafe") return <>{children}</>;
      return (
        <a href={href} rel="noopener noreferrer" target={kind === "site" ? undefined : "_blank"}>
          {children}
        </a>
      );
    },
  },
} satisfies Options;

/**
 * On the server, the elements of the texts drawn lately, kept by their source: the week's study guide is drawn on
 * every chapter page, and parsing it again was 0.5 ms of each (a CPU profile of 214 chapter pages). react-markdown's
 * Markdown is a synchronous component, a function of its props alone, so a text's elements are the same for every
 * reader and every request; React never changes an element it is given.
 */
const drawnOnServer = new LruCache<ReactElement>(100);

function keptElements(source: string): ReactElement {
  let elements = drawnOnServer.get(source);
  if (!elements) {
    elements = Markdown({ ...OPTIONS, children: source });
    drawnOnServer.set(source, elements);
  }
  return elements;
}

/** The elements of a Markdown text (Markdown.tsx renders them in their frame, or keeps the server's). */
export function MarkdownText({ source }: { source: string }) {
  if (typeof document === "undefined") return keptElements(source);
  return <Markdown {...OPTIONS}>{source}</Markdown>;
}
