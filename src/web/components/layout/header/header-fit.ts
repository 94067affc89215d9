/**
 * How many of the header's main links fit in one row (issue 23: no header item may wrap or be cut).
 *
 * The row holds the links, then one menu button: "Resources" when every link fits, "More" when some links
 * move into that menu. Widths are the elements' natural (one-line) widths; `gap` is the space between any two
 * neighbours of the row.
 */
interface NavFitInput {
  /** Each main link's natural width, in order. */
  itemWidths: readonly number[];
  /** The row's width: what the nav is given between the brand and the buttons on the right. */
  available: number;
  gap: number;
  /** The menu button's width when it reads "Resources" (nothing moved). */
  resourcesWidth: number;
  /** The menu button's width when it reads "More" (some links moved into it). */
  moreWidth: number;
}

/** A sub-pixel of slack: widths are fractional and rounding must not push the last link into the menu. */
const SLACK = 0.5;

/** The number of main links shown in the row; the rest (from the end) go into the "More" menu. */
export function fitNavItems({ itemWidths, available, gap, resourcesWidth, moreWidth }: NavFitInput): number {
  const rowWidth = (count: number, buttonWidth: number) =>
    itemWidths.slice(0, count).reduce((sum, width) => sum + width, 0) + count * gap + buttonWidth;
  if (rowWidth(itemWidths.length, resourcesWidth) <= available + SLACK) return itemWidths.length;
  for (let count = itemWidths.length - 1; count > 0; count -= 1) {
    if (rowWidth(count, moreWidth) <= available + SLACK) return count;
  }
  return 0;
}
