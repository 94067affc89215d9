import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import type { Product } from "../../../shared/store";
import { useAccount } from "../auth/account";
import { PageIntro, usePageIntro } from "../content/PageIntro";
import { useCatalogue } from "./api";
import { CartLink, CatalogueStatus, StoreDemoBanner, useStoreLanguage } from "./components";

/** The frames of /store's column and of its top row (the Astro page writes the same). */
export const STORE_PAGE_CLASSES = "mx-auto max-w-6xl px-4 py-10 sm:py-14";
export const STORE_TOP_CLASSES = "flex flex-wrap items-start justify-between gap-4";

/** /store: the product grid. */
export function StorePage() {
  return (
    <div className={STORE_PAGE_CLASSES}>
      <div className={STORE_TOP_CLASSES}>
        <StoreIntro />
        <StoreLinks />
      </div>
      <StoreCatalogue />
    </div>
  );
}

/** /store's heading and welcome (content, no interactivity). */
export function StoreIntro() {
  const intro = usePageIntro("store");
  return <PageIntro text={intro} className="min-w-0 flex-1 basis-80" />;
}

/** The member's orders and the cart (its count is this browser's). */
export function StoreLinks() {
  const { t } = useTranslation();
  const { user } = useAccount();
  return (
    <div className="flex flex-wrap gap-2">
      {user && (
        <Link to="/store/orders" className="self-center font-semibold text-brand-700 underline">
          {t("store.myOrders")}
        </Link>
      )}
      <CartLink />
    </div>
  );
}

/** The demo note and the product grid (content: each product links to its page). */
export function StoreCatalogue() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  return (
    <>
      {catalogue.data?.mode === "demo" && <StoreDemoBanner />}
      <CatalogueStatus catalogue={catalogue} />
      {catalogue.data && catalogue.data.products.length === 0 && <p className="mt-8 text-slate-700">{t("store.empty")}</p>}
      {catalogue.data && catalogue.data.products.length > 0 && (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="product-grid">
          {catalogue.data.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
    </>
  );
}

function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { local, format } = useStoreLanguage();
  const lowest = Math.min(...product.variants.map((v) => v.priceCents));
  const varies = product.variants.some((v) => v.priceCents !== lowest);
  const image = product.images[0];
  return (
    <li className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-square bg-slate-100">
        {image && <img src={image.url} alt={local(image.alt)} loading="lazy" decoding="async" width={600} height={600} className="size-full object-cover" />}
        {product.soldOut && (
          <span className="absolute top-3 left-3 rounded-full bg-slate-900 px-3 py-1 text-sm font-bold text-white">{t("store.soldOut")}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold text-brand-900">
          <Link to={`/store/${product.slug}`} className="after:absolute after:inset-0 hover:underline focus-visible:underline" aria-label={t("store.viewProduct", { name: local(product.name) })}>
            {local(product.name)}
          </Link>
        </h2>
        <p className="font-semibold text-slate-800">{varies ? t("store.from", { price: format(lowest, product.currency) }) : format(lowest, product.currency)}</p>
      </div>
    </li>
  );
}
