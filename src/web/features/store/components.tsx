import { ShoppingCart } from "lucide-react";
import { usePageLanguage, useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import type { LocalizedText } from "../../../shared/i18n";
import { buttonClasses } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { DemoBanner } from "../giving/components/DemoBanner";
import { money } from "../giving/format";
import { useCartCount } from "./cart";

export function useStoreLanguage(): { language: "en" | "es"; local: (text: LocalizedText) => string; format: (cents: number, currency: string) => string } {
  const language = usePageLanguage();
  return { language, local: (text) => text[language], format: (cents, currency) => money(cents, currency, language) };
}

export function StoreDemoBanner() {
  const { t } = useTranslation();
  return <DemoBanner message={t("store.demoBanner")} />;
}

/** The cart's link with how many items it holds. */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link to="/store/cart" className={`${buttonClasses("outline", "sm")} text-brand-800`} data-testid="cart-link">
      <ShoppingCart aria-hidden="true" className="size-4" />
      {t("store.cart.link", { count })}
    </Link>
  );
}

/** The catalogue's loading and error states, the same on every store page. */
export function CatalogueStatus({ catalogue }: { catalogue: { isPending: boolean; isError: boolean } }) {
  const { t } = useTranslation();
  if (catalogue.isPending) return <Spinner text={t("common.loading")} />;
  if (catalogue.isError) {
    return (
      <p role="alert" className="mt-6 text-red-800">
        {t("store.loadError")}
      </p>
    );
  }
  return null;
}
