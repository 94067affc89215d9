import { BookOpen } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { Link } from "react-router";
import type { Language } from "../../../../shared/i18n";
import { formatScripture } from "../../../../shared/scripture-format";
import type { StudyPassage } from "../../../../shared/study";
import { readerLink } from "../reader-link";

/** A passage from a guide or a reading, opening in the reader; a reference the parser can't read stays text. */
export function PassageLink({ passage, className = "" }: { passage: StudyPassage; className?: string }) {
  const { i18n } = useTranslation();
  const label = formatScripture(passage, (i18n.resolvedLanguage ?? "en") as Language);
  // A whole chapter ("Psalm 23") opens at its top; a passage from a verse on opens with that verse chosen.
  const verse = passage.verse && passage.verse > 1 ? passage.verse : null;
  const link = readerLink(passage.book ?? "", passage.chapter ?? 0, verse);
  if (!passage.book || !passage.chapter) return <span className={className}>{label}</span>;
  return (
    <Link
      to={link.to}
      state={link.state}
      className={`inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 ${className}`}
    >
      <BookOpen aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </Link>
  );
}
