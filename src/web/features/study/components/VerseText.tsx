import { useTranslation } from "react-i18next";
import type { BibleVerse } from "../../../../shared/bible-constants";

interface VerseTextProps {
  verses: BibleVerse[];
  selected?: number;
  /** When given, each verse number is a button that selects its verse. */
  onSelect?: (verse: number) => void;
}

/** Verses as running text with small verse numbers; empty verse slots show nothing. */
export function VerseText({ verses, selected, onSelect }: VerseTextProps) {
  const { t } = useTranslation();
  return (
    <p className="leading-relaxed">
      {verses
        .filter((v) => v.text)
        .map((v) => (
          <span
            key={`${v.chapter}:${v.verse}`}
            data-verse={v.verse}
            className={v.verse === selected ? "rounded bg-gold-400/40" : undefined}
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
            {v.text}{" "}
          </span>
        ))}
    </p>
  );
}
