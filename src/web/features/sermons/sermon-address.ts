import { useSearchParams } from "react-router";
import { usePageLanguage } from "../../i18n/use-translation";
import type { SermonFilters } from "./api";
import { sermonFilters, sermonView } from "./filters";

type SermonAddressChanges = Partial<Record<keyof SermonFilters | "view", string | undefined>>;

/** /sermons' address: the view and filters it asks for, a change of them (a new address), and a page's link. */
export function useSermonAddress() {
  const language = usePageLanguage();
  const [params, setParams] = useSearchParams();
  const view = sermonView(params);
  const filters = sermonFilters(params, language);

  function update(changes: SermonAddressChanges) {
    // From the address bar, not this render: a navigation still in its transition (a link just clicked) counts.
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  }

  function pageHref(page: number) {
    const next = new URLSearchParams(params);
    if (page > 1) next.set("page", String(page));
    else next.delete("page");
    return `?${next.toString()}`;
  }

  return { view, filters, update, pageHref };
}
