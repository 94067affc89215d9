import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { MarkdownText } from "../../src/web/components/MarkdownText";

const GUIDE = "# This week\n\nRead *John 3* with your family. [Events](/events) and [a map](https://maps.example.com/x).\n\n- Pray\n- Share";

/** Draws the text as the browser does (react-markdown's component, each time) rather than the server. */
function inTheBrowser<T>(draw: () => T): T {
  const global = globalThis as { document?: unknown };
  global.document = {};
  try {
    return draw();
  } finally {
    delete global.document;
  }
}

describe("a Markdown text drawn on the server", () => {
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
  });

  it("is drawn as the browser draws it, the first time and every time after (the server keeps its elements)", () => {
    const browser = inTheBrowser(() => renderToStaticMarkup(<MarkdownText source={GUIDE} />));
    expect(browser).toContain("<h3>This week</h3>");
    expect(browser).toContain('<a href="https://maps.example.com/x" rel="noopener noreferrer" target="_blank">a map</a>');
    expect(renderToStaticMarkup(<MarkdownText source={GUIDE} />)).toBe(browser);
    expect(renderToStaticMarkup(<MarkdownText source={GUIDE} />)).toBe(browser);
  });

  it("draws each text as its own: a changed text is drawn anew, and an earlier one still as it was", () => {
    const before = renderToStaticMarkup(<MarkdownText source={GUIDE} />);
    const edited = renderToStaticMarkup(<MarkdownText source={GUIDE.replace("John 3", "John 4")} />);
    expect(edited).toContain("<em>John 4</em>");
    expect(edited).not.toBe(before);
    expect(renderToStaticMarkup(<MarkdownText source={GUIDE} />)).toBe(before);
  });
});
