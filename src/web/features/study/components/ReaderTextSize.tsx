import { Minus, Plus } from "lucide-react";
import { useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { Button } from "../../../components/ui/Button";

const TEXT_SIZES = ["text-base", "text-lg", "text-xl", "text-2xl"] as const;
const TEXT_SIZE_KEY = "bible.textSize";
const DEFAULT_TEXT_SIZE = 1;

function storedTextSize(): number {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(TEXT_SIZE_KEY);
  } catch {
    // storage refused: the default size
  }
  const size = stored === null ? Number.NaN : Number(stored);
  return Number.isInteger(size) && size >= 0 && size < TEXT_SIZES.length ? size : DEFAULT_TEXT_SIZE;
}

function saveTextSize(size: number) {
  try {
    localStorage.setItem(TEXT_SIZE_KEY, String(size));
  } catch {
    // storage refused (private browsing): the size holds for this visit
  }
}

/** The size this browser keeps, read once; every reader on the page follows a change. */
let current: number | undefined;
const followers = new Set<() => void>();

function subscribe(follower: () => void) {
  followers.add(follower);
  return () => void followers.delete(follower);
}

const readSize = () => (current ??= storedTextSize());

function changeSize(change: (size: number) => number) {
  current = Math.min(TEXT_SIZES.length - 1, Math.max(0, change(readSize())));
  saveTextSize(current);
  for (const follower of followers) follower();
}

/**
 * The reader's text size. A page the server rendered shows the default until it is hydrated, then
 * the stored size. Only the buttons and the text's frame read it: when the stored size replaces the default
 * right after hydration (an update React does at once, in one task), the verses inside are not rendered again.
 */
function useTextSize(): number {
  return useSyncExternalStore(subscribe, readSize, () => DEFAULT_TEXT_SIZE);
}

/** Smaller and larger text, down to the smallest size and up to the largest. */
export function TextSizeButtons() {
  const { t } = useTranslation();
  const size = useTextSize();
  return (
    <div className="flex items-end gap-2">
      <Button variant="outline" size="sm" className="size-11 text-brand-800" aria-label={t("study.reader.smallerText")} disabled={size === 0} onClick={() => changeSize((s) => s - 1)}>
        <Minus aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="size-11 text-brand-800"
        aria-label={t("study.reader.largerText")}
        disabled={size === TEXT_SIZES.length - 1}
        onClick={() => changeSize((s) => s + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/** The frame of the chapter's text, in the chosen size. */
export function TextSized({ className, children }: { className: string; children: ReactNode }) {
  const size = useTextSize();
  return <div className={`${className} ${TEXT_SIZES[size]}`}>{children}</div>;
}
