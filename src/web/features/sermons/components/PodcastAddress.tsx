import { Check, Copy, Rss } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { buttonClasses } from "../../../components/ui/Button";
import { usePageAddress } from "../../../lib/page-address";

const FEED_PATH = "/api/sermons/podcast.xml";

/**
 * The podcast feed: its button, and the address itself beside "Paste this address into ..." with a Copy button
 * (issue 51), so a visitor on a phone can copy what the hint asks them to paste.
 */
export function PodcastAddress() {
  const { t } = useTranslation();
  const address = usePageAddress(FEED_PATH);
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"yes" | "no">();
  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied("yes");
    } catch {
      // No clipboard (an old browser, a refused permission): the address is selected for the visitor to copy.
      field.current?.select();
      setCopied("no");
    }
  }
  return (
    <div className="w-full sm:w-72" data-testid="podcast-address">
      <a href={FEED_PATH} className={buttonClasses("outline", "sm")} type="application/rss+xml">
        <Rss aria-hidden="true" className="size-4" />
        {t("sermons.subscribe")}
      </a>
      <label htmlFor="podcast-feed-address" className="mt-2 block text-xs text-slate-600">
        {t("sermons.subscribeHint")}
      </label>
      <div className="mt-1 flex gap-1">
        <input
          ref={field}
          id="podcast-feed-address"
          type="url"
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 text-xs text-slate-800"
        />
        <button type="button" onClick={() => void copy()} className={buttonClasses("outline", "sm")}>
          {copied === "yes" ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {t("sermons.copyAddress")}
        </button>
      </div>
      <p aria-live="polite" className="mt-1 min-h-4 text-xs text-slate-600">
        {copied === "yes" ? t("sermons.addressCopied") : copied === "no" ? t("sermons.addressSelected") : ""}
      </p>
    </div>
  );
}
