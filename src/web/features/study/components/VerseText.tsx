import { StickyNote } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import type { BibleVerse } from "../../../../shared/bible-constants";
import type { HighlightColor } from "../../../../shared/my-study-constants";
import { HIGHLIGHT_CLASSES } from "./highlight-colors";

interface VerseTextProps {
  verses: BibleVerse[];
  selected?: number;
  /** When given, each verse number is a button that selects its verse. */
  onSelect?: (verse: number) => void;
  /** The member's own highlights and noted verses, by verse number. */
  highlights?: ReadonlyMap<number, HighlightColor>;
  noted?: ReadonlySet<number>;
}

function verseClasses(selected: boolean, color: HighlightColor | undefined): string | undefined {
  if (color) return `rounded ${HIGHLIGHT_CLASSES[color]}${selected ? " ring-2 ring-brand-700" : ""}`;
  return selected ? "rounded bg-gold-400/40" : undefined;
}

/** Verses as running text with small verse numbers; empty verse slots show nothing. */
export function VerseText({ verses, selected, onSelect, highlights, noted }: VerseTextProps) {
  const { t } = useTranslation();
  return (
    <p className="leading-relaxed">
      {verses
        .filter((v) => v.text)
        .map((v) => {
          const color = highlights?.get(v.verse);
          return (
            <span
              key={`${v.chapter}:${v.verse}`}
              data-verse={v.verse}
              data-highlight={color}
              className={verseClasses(v.verse === selected, color)}
            >
              {onSelect ? (
                <button
                  type="button"
                  onClick={() => onSelect(v.verse)}
                  aria-pressed={v.verse === selected}
                  aria-label={t("study.reader.selectVerse", { verse: v.verse })}
                  className="mr-0.5 align-super text-[0.7em] font-bold text-brand-700 underline-offset-2 hover:underline"
                >
                  {v.verse}
                </button>
              ) : (
                <sup className="mr-0.5 text-[0.7em] font-bold text-brand-700">{v.verse}</sup>
              )}
              {color && <span className="sr-only">({t("myStudy.highlight.marked", { color: t(`myStudy.colors.${color}`) })}) </span>}
              {v.text}
              {noted?.has(v.verse) && (
                <StickyNote role="img" aria-label={t("myStudy.note.marker")} className="ml-1 inline size-[0.9em] align-baseline text-brand-700" />
              )}{" "}
            </span>
          );
        })}
    </p>
  );
}
