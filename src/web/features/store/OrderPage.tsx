import { useTranslation } from "../../i18n/use-translation";
import { Link, useParams } from "react-router";
import type { Order } from "../../../shared/store";
import { usePageTitle } from "../../app/usePageTitle";
import { Button } from "../../components/ui/Button";
import { DoneHeading } from "../../components/ui/DoneHeading";
import { Spinner } from "../../components/ui/Spinner";
import { useAccount } from "../auth/account";
import { useAuthDialog } from "../auth/AuthDialogProvider";
import { longDate } from "../giving/format";
import { useMyOrders, useOrder } from "./api";
import { StoreDemoBanner, useStoreLanguage } from "./components";

/** /store/orders/:id: where checkout comes back to; also the link in the confirmation email. */
export function OrderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const order = useOrder(id);
  const title = t("store.order.title");
  usePageTitle(title);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <DoneHeading title={title} />
      {order.isPending && <Spinner text={t("common.loading")} />}
      {order.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {t("store.order.notFound")}
        </p>
      )}
      {order.data && (
        <div className="mt-6" data-testid="order">
          {order.data.demo && <StoreDemoBanner />}
          <OrderSummary order={order.data} />
          {order.data.payment === "paid" && <p className="mt-4 text-slate-700">{t("store.order.emailSent")}</p>}
        </div>
      )}
      <Link to="/store" className="mt-8 inline-block font-semibold text-brand-700 underline">
        {t("store.back")}
      </Link>
    </div>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { local, format } = useStoreLanguage();
  return (
    <div className="flex flex-col gap-3 text-slate-800">
      <p className="text-xl font-bold">{t("store.order.number", { number: order.number })}</p>
      {order.payment === "pending" && <p role="status">{t("store.order.pending")}</p>}
      {order.payment === "failed" && (
        <p role="alert" className="text-red-800">
          {t("store.order.failed")}
        </p>
      )}
      {order.payment === "refunded" && <p role="status">{t("store.order.refunded")}</p>}
      {order.payment === "paid" && <p>{t("store.order.status", { status: t(`store.fulfilment.${order.fulfilment}`) })}</p>}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {order.lines.map((line, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-2 p-3">
            <span>
              {local(line.productName)} ({local(line.variantName)})
            </span>
            <span>{t("store.order.lineTotal", { quantity: line.quantity, price: format(line.unitPriceCents, order.currency) })}</span>
          </li>
        ))}
      </ul>
      <p className="text-lg font-bold" data-testid="order-total">
        {t("store.order.total", { total: format(order.totalCents, order.currency) })}
      </p>
    </div>
  );
}

/** /store/orders: a signed-in member's own orders. */
export function MyOrdersPage() {
  const { t, i18n } = useTranslation();
  const title = t("store.orders.title");
  usePageTitle(title);
  const { user, loading } = useAccount();
  const { open } = useAuthDialog();
  const orders = useMyOrders(Boolean(user));

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      {!loading && !user && (
        <div className="mt-6">
          <p>{t("store.orders.signIn")}</p>
          <Button type="button" className="mt-3" onClick={() => open("signin")}>
            {t("store.orders.signInButton")}
          </Button>
        </div>
      )}
      {user && orders.isPending && <Spinner text={t("common.loading")} />}
      {orders.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {t("store.loadError")}
        </p>
      )}
      {orders.data?.length === 0 && <p className="mt-6 text-slate-700">{t("store.orders.empty")}</p>}
      {orders.data && orders.data.length > 0 && (
        <ul className="mt-6 flex flex-col gap-6">
          {orders.data.map((order) => (
            <li key={order.id} className="rounded-2xl border border-slate-200 p-4">
              <p className="mb-2 text-sm text-slate-600">{t("store.orders.placed", { date: longDate(order.createdAt, i18n.language) })}</p>
              <OrderSummary order={order} />
              <Link to={`/store/orders/${order.id}`} className="mt-2 inline-block font-semibold text-brand-700 underline">
                {t("store.order.number", { number: order.number })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/store" className="mt-8 inline-block font-semibold text-brand-700 underline">
        {t("store.back")}
      </Link>
    </div>
  );
}
