import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { serverPaths } from "../../paths";
import pdfFonts from "./fonts.json";

/**
 * The fonts the server's PDFs are written in (docs/decisions/0077-pdfs-pdfkit-noto.md): Noto Sans for Latin
 * (Spanish, Vietnamese, curly quotes, dashes), Noto Sans SC for Han and Noto Sans KR for Hangul. They come from
 * npm packages (devDependencies, listed in fonts.json); `npm run build` copies the four files to dist/server/fonts
 * (scripts/build-server.mjs), so a production install needs no font package. From the source (tsx, the tests)
 * they are read where npm installed them.
 */
export type PdfFontName = keyof typeof pdfFonts;

export interface PdfFont {
  name: PdfFontName;
  /** The font as fontkit read it, once per process; pdfkit embeds a subset of the glyphs a document uses. */
  font: fontkit.Font;
  /** Whether the font draws a character (its cmap). */
  covers: (codePoint: number) => boolean;
}

/** Where a font file is: beside the built server, or in node_modules when the server runs from its source. */
function pdfFontPath(name: PdfFontName): string {
  const entry = pdfFonts[name];
  return serverPaths.builtFonts ? path.join(serverPaths.builtFonts, entry.file) : path.join(serverPaths.nodeModules, entry.from);
}

let loaded: Record<PdfFontName, PdfFont> | undefined;

/**
 * All four fonts, read once per process on the first PDF (about 18 MB of files). All are read even for a Latin-only
 * PDF, so a missing file shows on the first PDF the server writes (the demo notes at the first start), not later
 * on a donor's Korean name.
 */
export function pdfFontSet(): Record<PdfFontName, PdfFont> {
  loaded ??= { latin: loadFont("latin"), latinBold: loadFont("latinBold"), han: loadFont("han"), hangul: loadFont("hangul") };
  return loaded;
}

function loadFont(name: PdfFontName): PdfFont {
  const file = pdfFontPath(name);
  if (!existsSync(file)) throw new Error(`The PDF font ${name} is missing at ${file} (npm install; for dist, npm run build)`);
  const font = fontkit.create(readFileSync(file));
  if (!("hasGlyphForCodePoint" in font)) throw new Error(`${file} is a font collection, not one font`);
  return { name, font, covers: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
}
