import { ImagePlus, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { can } from "../../../../shared/admin-scopes";
import type { LocalizedText } from "../../../../shared/i18n";
import { parseAmountToCents } from "../../../../shared/money";
import {
  type AdminOrder,
  type AdminOrderQuery,
  type AdminProduct,
  FULFILMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  type ProductInput,
  SETTABLE_FULFILMENT,
} from "../../../../shared/store";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { useAdminSession } from "../../admin/api";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { formatDateTime } from "../../admin/format";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { money } from "../../giving/format";
import { Badge } from "../../inbox/components";import { uploadProductImage, useAdminOrders, useAdminProducts, useRefundOrder, useSaveProduct, useSetFulfilment } from "./api";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { inputClasses } from "../../../components/ui/form-styles";

const labelClasses = "text-sm font-semibold";

export function StoreAdminRoute() {
  return (
    <RequireScope scope="store:read">
      <StoreAdminPage />
    </RequireScope>
  );
}

/** /admin/store: orders with fulfilment and refunds, and the products editor (store:write). */
function StoreAdminPage() {
  const { t } = useAdminT();
  const session = useAdminSession();
  const writer = session.data ? can(session.data.admin.scopes, "store:write") : false;
  return (
    <section>
      <PageHeading title={t("storeAdmin.title")}>{t("storeAdmin.intro")}</PageHeading>
      <AdminTabs
        label={t("storeAdmin.title")}
        tabs={[
          { value: "orders", label: t("storeAdmin.tabs.orders"), content: <OrdersTab writer={writer} /> },
          { value: "products", label: t("storeAdmin.tabs.products"), content: <ProductsTab writer={writer} /> },
        ]}
      />
    </section>
  );
}

type OrderFilter = Omit<AdminOrderQuery, "page"> & { page: number };

function OrdersTab({ writer }: { writer: boolean }) {
  const { t, i18n } = useAdminT();
  const [filter, setFilter] = useState<OrderFilter>({ page: 1 });
  const orders = useAdminOrders(filter);
  const set = (change: Partial<OrderFilter>) => setFilter((f) => ({ ...f, ...change, page: change.page ?? 1 }));
  const language = i18n.language.startsWith("es") ? "es" : "en";

  return (
    <div>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="order-fulfilment" className={labelClasses}>
            {t("storeAdmin.filters.fulfilment")}
          </label>
          <select
            id="order-fulfilment"
            className={inputClasses}
            value={filter.fulfilment ?? ""}
            onChange={(e) => set({ fulfilment: (e.target.value || undefined) as OrderFilter["fulfilment"] })}
          >
            <option value="">{t("storeAdmin.filters.all")}</option>
            {FULFILMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`storeAdmin.fulfilment.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="order-payment" className={labelClasses}>
            {t("storeAdmin.filters.payment")}
          </label>
          <select id="order-payment" className={inputClasses} value={filter.payment ?? ""} onChange={(e) => set({ payment: (e.target.value || undefined) as OrderFilter["payment"] })}>
            <option value="">{t("storeAdmin.filters.all")}</option>
            {ORDER_PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`storeAdmin.payment.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="order-q" className={labelClasses}>
            {t("storeAdmin.filters.search")}
          </label>
          <input id="order-q" type="search" className={inputClasses} value={filter.q ?? ""} onChange={(e) => set({ q: e.target.value || undefined })} />
        </div>
      </div>
      {orders.isPending && <Spinner text={t("common.loading")} />}
      {orders.isError && <p role="alert" className="text-red-800">{t("storeAdmin.loadError")}</p>}
      {orders.data?.orders.length === 0 && <p>{t("storeAdmin.noOrders")}</p>}
      {orders.data && orders.data.orders.length > 0 && (
        <ul className="flex flex-col gap-4" data-testid="admin-orders">
          {orders.data.orders.map((order) => (
            <li key={order.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`admin-order-${order.number}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-bold">
                    {t("storeAdmin.orderNumber", { number: order.number })} · {money(order.totalCents, order.currency, i18n.language)}
                  </p>
                  <p>
                    {order.buyerName} <span className="text-slate-600">{order.buyerEmail}</span>
                  </p>
                  <p className="text-sm text-slate-600">{formatDateTime(order.createdAt)}</p>
                </div>
                <span className="flex flex-wrap gap-1">
                  <Badge tone={order.payment === "paid" ? "green" : order.payment === "failed" ? "red" : "slate"}>{t(`storeAdmin.payment.${order.payment}`)}</Badge>
                  <Badge tone={order.fulfilment === "fulfilled" ? "green" : order.fulfilment === "ready" ? "brand" : "slate"}>{t(`storeAdmin.fulfilment.${order.fulfilment}`)}</Badge>
                  {order.demo && <Badge tone="amber">{t("storeAdmin.demo")}</Badge>}
                </span>
              </div>
              <ul className="mt-2 list-disc pl-5 text-sm">
                {order.lines.map((line, i) => (
                  <li key={i}>
                    {line.quantity} × {line.productName[language]} ({line.variantName[language]})
                  </li>
                ))}
              </ul>
              {writer && order.payment === "paid" && <OrderActions order={order} />}
            </li>
          ))}
        </ul>
      )}
      {orders.data && (orders.data.page > 1 || orders.data.hasMore) && (
        <div className="mt-4 flex gap-2">
          <Button variant="outline" size="sm" disabled={orders.data.page <= 1} onClick={() => set({ page: filter.page - 1 })}>
            {t("storeAdmin.previous")}
          </Button>
          <Button variant="outline" size="sm" disabled={!orders.data.hasMore} onClick={() => set({ page: filter.page + 1 })}>
            {t("storeAdmin.next")}
          </Button>
        </div>
      )}
    </div>
  );
}

function OrderActions({ order }: { order: AdminOrder }) {
  const { t, i18n } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const fulfil = useSetFulfilment();
  const refund = useRefundOrder();
  const amount = money(order.totalCents, order.currency, i18n.language);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      {order.fulfilment !== "cancelled" && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`fulfil-${order.id}`} className={labelClasses}>
            {t("storeAdmin.fulfilmentLabel", { number: order.number })}
          </label>
          <select
            id={`fulfil-${order.id}`}
            className={inputClasses}
            value={order.fulfilment}
            disabled={fulfil.isPending}
            onChange={(e) =>
              fulfil.mutate(
                { id: order.id, fulfilment: e.target.value as (typeof SETTABLE_FULFILMENT)[number] },
                { onSuccess: () => toast.success(t("storeAdmin.saved")), onError: (err) => toast.error(errorMessage(err)) },
              )
            }
          >
            {SETTABLE_FULFILMENT.map((s) => (
              <option key={s} value={s}>
                {t(`storeAdmin.fulfilment.${s}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <ConfirmButton
        label={t("storeAdmin.refund")}
        title={t("storeAdmin.refundTitle", { number: order.number })}
        description={t("storeAdmin.refundDescription", { amount, name: order.buyerName })}
        confirmLabel={t("storeAdmin.refundConfirm")}
        disabled={refund.isPending}
        onConfirm={() => refund.mutate(order.id, { onSuccess: () => toast.success(t("storeAdmin.refunded")), onError: (err) => toast.error(errorMessage(err)) })}
      />
    </div>
  );
}

function ProductsTab({ writer }: { writer: boolean }) {
  const { t, i18n } = useAdminT();
  const products = useAdminProducts();
  const [editing, setEditing] = useState<AdminProduct | "new" | null>(null);
  const language = i18n.language.startsWith("es") ? "es" : "en";

  if (editing) return <ProductForm product={editing === "new" ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <div>
      {writer && (
        <Button type="button" className="mb-4" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" />
          {t("storeAdmin.newProduct")}
        </Button>
      )}
      {products.isPending && <Spinner text={t("common.loading")} />}
      {products.isError && <p role="alert" className="text-red-800">{t("storeAdmin.loadError")}</p>}
      {products.data?.length === 0 && <p>{t("storeAdmin.noProducts")}</p>}
      <ul className="grid gap-4 sm:grid-cols-2">
        {products.data?.map((product) => (
          <li key={product.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            {product.images[0] && <img src={product.images[0].url} alt="" width={80} height={80} className="size-20 rounded-lg object-cover" />}
            <div className="flex-1">
              <p className="font-bold">{product.name[language]}</p>
              <p>{money(product.priceCents, product.currency, i18n.language)}</p>
              <p className="text-sm text-slate-700">
                {product.variants
                  .filter((v) => v.active)
                  .map((v) => t("storeAdmin.variantStock", { name: v.name[language], count: v.stock }))
                  .join(" · ")}
              </p>
              <span className="flex flex-wrap gap-1">
                {!product.active && <Badge>{t("storeAdmin.hidden")}</Badge>}
                {product.soldOut && <Badge tone="red">{t("storeAdmin.soldOut")}</Badge>}
              </span>
              {writer && (
                <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => setEditing(product)} aria-label={t("storeAdmin.editProduct", { name: product.name[language] })}>
                  {t("storeAdmin.edit")}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface VariantDraft {
  id?: string;
  en: string;
  es: string;
  stock: string;
  price: string;
}

const cents = (text: string) => (text.trim() ? parseAmountToCents(text) : null);
const dollars = (value: number | null) => (value === null ? "" : (value / 100).toFixed(2));

function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const save = useSaveProduct();
  const [slug, setSlug] = useState(product?.slug ?? "");
  const [name, setName] = useState<LocalizedText>(product?.name ?? { en: "", es: "" });
  const [description, setDescription] = useState<LocalizedText>(product?.description ?? { en: "", es: "" });
  const [price, setPrice] = useState(dollars(product?.priceCents ?? null));
  const [active, setActive] = useState(product?.active ?? true);
  const [images, setImages] = useState(product?.images ?? []);
  const [variants, setVariants] = useState<VariantDraft[]>(
    product?.variants.filter((v) => v.active).map((v) => ({ id: v.id, en: v.name.en, es: v.name.es, stock: String(v.stock), price: dollars(v.ownPriceCents) })) ?? [
      { en: "One size", es: "Talla única", stock: "0", price: "" },
    ],
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);

  const fieldError = (key: string) => (fields[key] ? <p className="text-sm text-red-800">{t(fields[key].replace(/^store\.validation\./, "storeAdmin.validation."))}</p> : null);
  const updateVariant = (i: number, change: Partial<VariantDraft>) => setVariants((list) => list.map((v, j) => (j === i ? { ...v, ...change } : v)));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadProductImage(file);
      setImages((list) => [...list, { key: stored.key, url: stored.url, alt: { en: name.en, es: name.es } }]);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: ProductInput = {
      slug: slug.trim(),
      name,
      description,
      priceCents: cents(price) ?? -1,
      active,
      sortOrder: product?.sortOrder ?? 0,
      images: images.map((image) => ({ key: image.key, alt: { en: image.alt.en || name.en, es: image.alt.es || name.es } })),
      variants: variants.map((v) => ({ id: v.id, name: { en: v.en, es: v.es }, stock: /^\d+$/.test(v.stock.trim()) ? Number(v.stock) : -1, priceCents: cents(v.price) })),
    };
    try {
      await save.mutateAsync({ id: product?.id, input });
      toast.success(t("storeAdmin.saved"));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFields(Object.fromEntries(Object.entries(err.fields).map(([k, [m]]) => [k, m ?? ""])));
      toast.error(errorMessage(err));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4" data-testid="product-form">
      <h2 className="text-xl font-bold">{product ? t("storeAdmin.editTitle") : t("storeAdmin.newProduct")}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {(["en", "es"] as const).map((lang) => (
          <div key={lang} className="flex flex-col gap-1">
            <label htmlFor={`product-name-${lang}`} className={labelClasses}>
              {t(`storeAdmin.fields.name.${lang}`)}
            </label>
            <input id={`product-name-${lang}`} lang={lang} className={inputClasses} value={name[lang]} onChange={(e) => setName({ ...name, [lang]: e.target.value })} />
            {fieldError(`name.${lang}`)}
          </div>
        ))}
        {(["en", "es"] as const).map((lang) => (
          <div key={lang} className="flex flex-col gap-1">
            <label htmlFor={`product-description-${lang}`} className={labelClasses}>
              {t(`storeAdmin.fields.description.${lang}`)}
            </label>
            <textarea
              id={`product-description-${lang}`}
              lang={lang}
              rows={4}
              className={inputClasses}
              value={description[lang]}
              onChange={(e) => setDescription({ ...description, [lang]: e.target.value })}
            />
            {fieldError(`description.${lang}`)}
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor="product-slug" className={labelClasses}>
            {t("storeAdmin.fields.slug")}
          </label>
          <input id="product-slug" className={inputClasses} value={slug} onChange={(e) => setSlug(e.target.value)} />
          {fieldError("slug")}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="product-price" className={labelClasses}>
            {t("storeAdmin.fields.price")}
          </label>
          <input id="product-price" inputMode="decimal" className={inputClasses} value={price} onChange={(e) => setPrice(e.target.value)} placeholder="0.00" />
          {fieldError("priceCents")}
        </div>
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-5" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t("storeAdmin.fields.active")}
      </label>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-bold">{t("storeAdmin.fields.images")}</legend>
        {images.map((image, i) => (
          <div key={image.key} className="flex flex-wrap items-end gap-3">
            <img src={image.url} alt="" width={64} height={64} className="size-16 rounded-lg object-cover" />
            {(["en", "es"] as const).map((lang) => (
              <div key={lang} className="flex min-w-40 flex-1 flex-col gap-1">
                <label htmlFor={`image-${i}-alt-${lang}`} className={labelClasses}>
                  {t(`storeAdmin.fields.alt.${lang}`)}
                </label>
                <input
                  id={`image-${i}-alt-${lang}`}
                  lang={lang}
                  className={inputClasses}
                  value={image.alt[lang]}
                  onChange={(e) => setImages((list) => list.map((im, j) => (j === i ? { ...im, alt: { ...im.alt, [lang]: e.target.value } } : im)))}
                />
              </div>
            ))}
            <Button type="button" variant="outline" size="sm" onClick={() => setImages((list) => list.filter((_, j) => j !== i))} aria-label={t("storeAdmin.removeImage", { n: i + 1 })}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 py-2 font-semibold has-[:focus-visible]:ring-2">
          <ImagePlus aria-hidden="true" className="size-4" />
          {uploading ? t("storeAdmin.uploading") : t("storeAdmin.addImage")}
          <input type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" disabled={uploading} onChange={(e) => void upload(e.target.files?.[0])} />
        </label>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-bold">{t("storeAdmin.fields.variants")}</legend>
        {fieldError("variants")}
        {variants.map((variant, i) => (
          <div key={variant.id ?? `new-${i}`} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-5 sm:items-end">
            {(["en", "es"] as const).map((lang) => (
              <div key={lang} className="flex flex-col gap-1">
                <label htmlFor={`variant-${i}-${lang}`} className={labelClasses}>
                  {t(`storeAdmin.fields.variantName.${lang}`)}
                </label>
                <input id={`variant-${i}-${lang}`} lang={lang} className={inputClasses} value={variant[lang]} onChange={(e) => updateVariant(i, { [lang]: e.target.value })} />
              </div>
            ))}
            <div className="flex flex-col gap-1">
              <label htmlFor={`variant-${i}-stock`} className={labelClasses}>
                {t("storeAdmin.fields.stock")}
              </label>
              <input id={`variant-${i}-stock`} inputMode="numeric" className={inputClasses} value={variant.stock} onChange={(e) => updateVariant(i, { stock: e.target.value })} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`variant-${i}-price`} className={labelClasses}>
                {t("storeAdmin.fields.variantPrice")}
              </label>
              <input id={`variant-${i}-price`} inputMode="decimal" className={inputClasses} value={variant.price} onChange={(e) => updateVariant(i, { price: e.target.value })} />
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={variants.length === 1}
              onClick={() => setVariants((list) => list.filter((_, j) => j !== i))}
              aria-label={t("storeAdmin.removeVariant", { n: i + 1 })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
            {(fields[`variants.${i}.stock`] || fields[`variants.${i}.name.en`] || fields[`variants.${i}.name.es`] || fields[`variants.${i}.priceCents`]) && (
              <div className="sm:col-span-5">
                {fieldError(`variants.${i}.name.en`) ?? fieldError(`variants.${i}.name.es`) ?? fieldError(`variants.${i}.stock`) ?? fieldError(`variants.${i}.priceCents`)}
              </div>
            )}
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setVariants((list) => [...list, { en: "", es: "", stock: "0", price: "" }])}>
          <Plus aria-hidden="true" className="size-4" />
          {t("storeAdmin.addVariant")}
        </Button>
      </fieldset>

      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending || uploading}>
          {save.isPending ? t("storeAdmin.saving") : t("storeAdmin.save")}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
