import { Share2 } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import { Button } from "../../../components/ui/Button";

/**
 * The system share sheet where there is one (phones), otherwise the link is copied. The full address is made on
 * the click: a page rendered on the server does not know the address it is read at.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation();
  async function share() {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("sermons.detail.copied"));
    } catch {
      toast.error(t("sermons.detail.copyFailed"));
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      {t("sermons.detail.share")}
    </Button>
  );
}
