import { HIGHLIGHT_END, HIGHLIGHT_START } from "../../../../shared/bible-constants";

/** Draws the server's match markers as <mark>; the text itself is never parsed as HTML. */
export function HighlightedText({ text }: { text: string }) {
  const parts = text.split(HIGHLIGHT_START);
  return (
    <>
      {parts.map((part, i) => {
        if (i === 0) return <span key={i}>{part}</span>;
        const [match = "", rest = ""] = part.split(HIGHLIGHT_END);
        return (
          <span key={i}>
            <mark className="rounded bg-gold-400/40 px-0.5 text-inherit">{match}</mark>
            {rest}
          </span>
        );
      })}
    </>
  );
}
