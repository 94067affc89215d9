import type { Font } from "fontkit";

// pdfkit 0.20 takes a font fontkit has already read (its CHANGELOG: "Accept already-parsed fontkit `Font` instances
// in `doc.font()` and `registerFont`"); @types/pdfkit 0.17 does not say so yet. Reading a font once per process,
// not once per document, keeps its layout tables parsed: a statement takes milliseconds, not a second.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
