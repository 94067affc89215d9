import ReactMarkdown from "react-markdown";
import { linkKind } from "../../shared/safe-link";

/** Markdown an admin wrote (study guides, page texts), rendered as plain elements: raw HTML in it is shown as text, never run. */
const ALLOWED = ["p", "h2", "h3", "h4", "strong", "em", "ul", "ol", "li", "blockquote", "a", "br", "hr"];

/** The elements of a Markdown text (Markdown.tsx renders them in their frame, or keeps the server's). */
export function MarkdownText({ source }: { source: string }) {
  return (
    <ReactMarkdown
      allowedElements={ALLOWED}
      unwrapDisallowed
      components={{
        // A heading in the text sits under the guide's own heading, so "#" and "##" both become h3.
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
      }}
    >
      {source}
    </ReactMarkdown>
  );
}
