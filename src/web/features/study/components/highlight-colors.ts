import type { HighlightColor } from "../../../../shared/my-study-constants";

/** Light shades that keep the text's contrast (checked by the axe scans) and tell the colours apart. */
export const HIGHLIGHT_CLASSES: Record<HighlightColor, string> = {
  yellow: "bg-yellow-200",
  green: "bg-green-200",
  blue: "bg-sky-200",
  pink: "bg-pink-200",
};

/** The colour swatch on each highlight button. */
export const SWATCH_CLASSES: Record<HighlightColor, string> = {
  yellow: "bg-yellow-300",
  green: "bg-green-300",
  blue: "bg-sky-300",
  pink: "bg-pink-300",
};
