import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useParams } from "react-router";
import { toast } from "../../lib/toast";
import type { Product } from "../../../shared/store";
import { MAX_LINE_QUANTITY } from "../../../shared/store-constants";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { useCatalogue } from "./api";
import { cart } from "./cart";
import { CartLink, CatalogueStatus, StoreDemoBanner, useStoreLanguage } from "./components";
import { Select } from "../../components/ui/Select";

/** The frames of a product page's column, its top row and its two columns (the Astro page writes the same). */
export const PRODUCT_PAGE_CLASSES = "mx-auto max-w-5xl px-4 py-10 sm:py-14";
export const PRODUCT_TOP_CLASSES = "flex flex-wrap items-center justify-between gap-3";
export const PRODUCT_DETAIL_CLASSES = "mt-6 grid gap-8 md:grid-cols-2";
export const PRODUCT_SIDE_CLASSES = "flex flex-col gap-4";

/** /store/:slug: photos, description, the option picker and "Add to cart". */
export function ProductPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const catalogue = useCatalogue();
  const { local } = useStoreLanguage();
  const product = catalogue.data?.products.find((p) => p.slug === slug);
  usePageTitle(product ? local(product.name) : t("pages.store.title"));

  return (
    <div className={PRODUCT_PAGE_CLASSES}>
      <div className={PRODUCT_TOP_CLASSES}>
        <StoreBackLink />
        <CartLink />
      </div>
      {catalogue.data?.mode === "demo" && <StoreDemoBanner />}
      <CatalogueStatus catalogue={catalogue} />
      {catalogue.data && !product && <ProductNotThere />}
      {product && <ProductDetail product={product} />}
    </div>
  );
}

function ProductNotThere() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="mt-6 text-red-800">
      {t("store.notFound")}
    </p>
  );
}

/** The page of a product the address names that is not there (src/site's 404 for it). */
export function ProductMissing() {
  return (
    <div className={PRODUCT_PAGE_CLASSES}>
      <div className={PRODUCT_TOP_CLASSES}>
        <StoreBackLink />
      </div>
      <ProductNotThere />
    </div>
  );
}

/** Back to the catalogue. */
export function StoreBackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/store" className="font-semibold text-brand-700 underline">
      {t("store.back")}
    </Link>
  );
}

function ProductDetail({ product }: { product: Product }) {
  return (
    <div className={PRODUCT_DETAIL_CLASSES}>
      <ProductPhotos product={product} />
      <div className={PRODUCT_SIDE_CLASSES}>
        <ProductTitle product={product} />
        <ProductBuy product={product} />
      </div>
    </div>
  );
}

/** The product's photos, the first at once, the others lazily (content). */
export function ProductPhotos({ product }: { product: Product }) {
  const { local } = useStoreLanguage();
  const [image, ...more] = product.images;
  return (
    <div className="flex flex-col gap-3">
      {image && <img src={image.url} alt={local(image.alt)} width={600} height={600} className="aspect-square w-full rounded-2xl object-cover" />}
      {more.map((extra) => (
        <img key={extra.key} src={extra.url} alt={local(extra.alt)} loading="lazy" width={600} height={600} className="aspect-square w-full rounded-2xl object-cover" />
      ))}
    </div>
  );
}

/** The product's name, the page's heading (content). */
export function ProductTitle({ product }: { product: Product }) {
  const { local } = useStoreLanguage();
  return <h1 className="text-3xl font-extrabold text-brand-900">{local(product.name)}</h1>;
}

/** The chosen option's price, the description, the option picker, the quantity and "Add to cart". */
export function ProductBuy({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { local, format } = useStoreLanguage();
  const firstInStock = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
  const [variantId, setVariantId] = useState(firstInStock?.id ?? "");
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants.find((v) => v.id === variantId);
  const available = variant ? Math.min(variant.stock, MAX_LINE_QUANTITY) : 0;

  const add = () => {
    if (!variant || available === 0) return;
    cart.add(variant.id, Math.min(quantity, available));
    toast.success(t("store.added"));
  };

  return (
    <>
      <p className="text-2xl font-bold text-slate-900" data-testid="product-price">
        {variant ? format(variant.priceCents, product.currency) : ""}
      </p>
      <p className="text-lg whitespace-pre-line text-slate-700">{local(product.description)}</p>
      {product.soldOut ? (
        <p className="rounded-lg bg-slate-100 p-3 font-bold text-slate-900" role="status">
          {t("store.soldOut")}
        </p>
      ) : (
        <>
          {product.variants.length > 1 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-bold text-brand-900">{t("store.variant")}</legend>
              <div className="flex flex-wrap gap-2">
                {product.variants.map((v) => (
                  <label
                    key={v.id}
                    className="flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-400 px-4 font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:disabled]:cursor-not-allowed has-[:disabled]:border-dashed has-[:disabled]:text-slate-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40"
                  >
                    <input
                      type="radio"
                      name="variant"
                      className="sr-only"
                      checked={variantId === v.id}
                      disabled={v.stock === 0}
                      onChange={() => {
                        setVariantId(v.id);
                        setQuantity(1);
                      }}
                    />
                    {v.stock === 0 ? t("store.variantSoldOut", { name: local(v.name) }) : local(v.name)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {variant && variant.stock > 0 && variant.stock <= 5 && <p className="font-semibold text-amber-800">{t("store.onlyLeft", { count: variant.stock })}</p>}
          <Select
            label={t("store.quantity")}
            className="max-w-32"
            value={quantity}
            onChange={(e) => setQuantity(Number(e.target.value))}
            options={Array.from({ length: Math.max(available, 1) }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
          />
          <Button type="button" size="lg" onClick={add} disabled={available === 0} data-testid="add-to-cart">
            {t("store.addToCart")}
          </Button>
        </>
      )}
    </>
  );
}
