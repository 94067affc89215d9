import { Lock, Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import type { guestBuyerForm, StoreCatalogue } from "../../../shared/store";
import { MAX_LINE_QUANTITY } from "../../../shared/store-constants";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { ApiError } from "../../lib/api";
import { useAccount } from "../auth/account";
import { useCatalogue, useOrderCheckout } from "./api";
import { cart, useCart } from "./cart";
import { CatalogueStatus, StoreDemoBanner, useStoreLanguage } from "./components";
import { Field } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FormError";
import { showServerErrors } from "../../components/ui/form-errors";
import { Select } from "../../components/ui/Select";

/** /store/cart: what is in the cart (kept in this browser), who it is for, and the checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const title = t("store.cart.title");
  usePageTitle(title);
  const catalogue = useCatalogue();
  const [params] = useSearchParams();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      {catalogue.data?.mode === "demo" && <StoreDemoBanner />}
      {params.get("cancelled") && (
        <p role="status" className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-800">
          {t("store.cart.cancelled")}
        </p>
      )}
      <CatalogueStatus catalogue={catalogue} />
      {catalogue.data && <Cart catalogue={catalogue.data} onStale={() => void catalogue.refetch()} />}
    </div>
  );
}

type BuyerInput = z.input<typeof guestBuyerForm>;
type Buyer = z.output<typeof guestBuyerForm>;
const buyerResolver = lazyZodResolver<BuyerInput, Buyer>(() => import("../../../shared/store").then((m) => m.guestBuyerForm));

function Cart({ catalogue, onStale }: { catalogue: StoreCatalogue; onStale: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAccount();
  const { language, local, format } = useStoreLanguage();
  const lines = useCart();
  const checkout = useOrderCheckout();
  // A member's own name and address are used, so only a guest's form is checked.
  const { register, handleSubmit, setError, formState } = useForm<BuyerInput, unknown, Buyer>({
    resolver: user ? undefined : buyerResolver,
    defaultValues: { name: "", email: "" },
  });
  const { errors } = formState;

  const rows = lines.map((line) => {
    const product = catalogue.products.find((p) => p.variants.some((v) => v.id === line.variantId));
    const variant = product?.variants.find((v) => v.id === line.variantId);
    return { line, product, variant, available: Boolean(variant && variant.stock >= line.quantity) };
  });
  const totalCents = rows.reduce((sum, r) => sum + (r.variant ? r.variant.priceCents * r.line.quantity : 0), 0);
  const blocked = rows.some((r) => !r.available);
  const currency = catalogue.currency;

  if (lines.length === 0) {
    return (
      <div className="mt-6">
        <p className="text-lg text-slate-700">{t("store.cart.empty")}</p>
        <Link to="/store" className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t("store.cart.keepShopping")}
        </Link>
      </div>
    );
  }

  const submit = handleSubmit(async (buyer) => {
    if (blocked) return;
    try {
      const result = await checkout.mutateAsync({
        lines,
        name: user ? undefined : buyer.name,
        email: user ? undefined : buyer.email,
        language,
        expectedTotalCents: totalCents,
        currency,
      });
      cart.clear();
      const target = new URL(result.redirectUrl, window.location.href);
      // The demo provider comes back to our own order page; Stripe's checkout is another site.
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
      else window.location.assign(target.href);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      const key =
        code === "price_mismatch"
          ? "store.checkout.priceChanged"
          : code === "out_of_stock"
            ? "store.checkout.outOfStock"
            : code === "product_unavailable"
              ? "store.checkout.unavailable"
              : error instanceof ApiError && error.status === 429
                ? "store.checkout.rateLimited"
                : "store.checkout.failed";
      showServerErrors(setError, error, ["name", "email"], t(key));
      setError("root", { message: t(key) });
      // The cart was priced or stocked from an older catalogue: show the current one.
      if (code === "price_mismatch" || code === "out_of_stock" || code === "product_unavailable") onStale();
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} onFocusCapture={buyerResolver.preload} noValidate className="mt-6 flex flex-col gap-6" data-testid="checkout-form">
      <FormError message={errors.root?.message} />
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200" data-testid="cart-lines">
        {rows.map(({ line, product, variant, available }) => {
          const label = product && variant ? `${local(product.name)} (${local(variant.name)})` : "—";
          return (
            <li key={line.variantId} className="flex flex-wrap items-center gap-3 p-4">
              {product?.images[0] && <img src={product.images[0].url} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-lg object-cover" />}
              <div className="min-w-40 flex-1">
                <p className="font-semibold text-slate-900">{label}</p>
                {variant && <p className="text-slate-700">{format(variant.priceCents, currency)}</p>}
                {!available && <p className="text-sm font-semibold text-red-800">{t("store.cart.unavailable")}</p>}
              </div>
              {variant && (
                <Select
                  label={t("store.cart.quantityOf", { name: label })}
                  hideLabel
                  className="w-20"
                  value={line.quantity}
                  onChange={(e) => cart.setQuantity(line.variantId, Number(e.target.value))}
                  options={Array.from({ length: Math.max(Math.min(variant.stock, MAX_LINE_QUANTITY), line.quantity) }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
                />
              )}
              <Button type="button" variant="outline" size="sm" onClick={() => cart.remove(line.variantId)} aria-label={t("store.cart.remove", { name: label })}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>

      {user ? (
        <p className="text-slate-700">{t("store.checkout.signedInAs", { name: user.name, email: user.email })}</p>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-bold text-brand-900">{t("store.checkout.legend")}</legend>
          <Field id="store-name" autoComplete="name" label={t("store.checkout.name")} error={errors.name?.message} {...register("name")} />
          <Field id="store-email" type="email" autoComplete="email" label={t("store.checkout.email")} error={errors.email?.message} {...register("email")} />
        </fieldset>
      )}
      <p className="text-slate-700">{t("store.checkout.pickup")}</p>

      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <p className="text-xl font-bold text-brand-900" data-testid="cart-total" aria-live="polite">
          {t("store.cart.total", { total: format(totalCents, currency) })}
        </p>
        <Button type="submit" size="lg" className="mt-4 w-full" disabled={checkout.isPending || blocked} data-testid="place-order">
          <Lock aria-hidden="true" className="size-5" />
          {checkout.isPending ? t("store.checkout.submitting") : t("store.checkout.submit", { total: format(totalCents, currency) })}
        </Button>
        <p className="mt-3 text-sm text-slate-600">{t("store.checkout.secure")}</p>
      </div>
    </form>
  );
}
