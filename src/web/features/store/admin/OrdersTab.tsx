import { useState } from "react";
import { toast } from "../../../lib/toast";
import { type AdminOrder, type AdminOrderQuery, FULFILMENT_STATUSES, ORDER_PAYMENT_STATUSES, SETTABLE_FULFILMENT } from "../../../../shared/store";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { Select } from "../../../components/ui/Select";
import { Spinner } from "../../../components/ui/Spinner";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { formatDateTime } from "../../admin/format";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { money } from "../../giving/format";
import { Badge } from "../../inbox/components";
import { useAdminOrders, useRefundOrder, useSetFulfilment } from "./api";

type OrderFilter = Omit<AdminOrderQuery, "page"> & { page: number };

/** The orders, filtered by fulfilment, payment and buyer; store:write marks them ready or picked up, or refunds. */
export function OrdersTab({ writer }: { writer: boolean }) {
  const { t, i18n } = useAdminT();
  const [filter, setFilter] = useState<OrderFilter>({ page: 1 });
  const orders = useAdminOrders(filter);
  const set = (change: Partial<OrderFilter>) => setFilter((f) => ({ ...f, ...change, page: change.page ?? 1 }));
  const language = i18n.language.startsWith("es") ? "es" : "en";
  const all = { value: "", label: t("storeAdmin.filters.all") };

  return (
    <div>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <Select
          id="order-fulfilment"
          label={t("storeAdmin.filters.fulfilment")}
          value={filter.fulfilment ?? ""}
          onChange={(e) => set({ fulfilment: (e.target.value || undefined) as OrderFilter["fulfilment"] })}
          options={[all, ...FULFILMENT_STATUSES.map((s) => ({ value: s, label: t(`storeAdmin.fulfilment.${s}`) }))]}
        />
        <Select
          id="order-payment"
          label={t("storeAdmin.filters.payment")}
          value={filter.payment ?? ""}
          onChange={(e) => set({ payment: (e.target.value || undefined) as OrderFilter["payment"] })}
          options={[all, ...ORDER_PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`storeAdmin.payment.${s}`) }))]}
        />
        <Field id="order-q" type="search" label={t("storeAdmin.filters.search")} value={filter.q ?? ""} onChange={(e) => set({ q: e.target.value || undefined })} />
      </div>
      {orders.isPending && <Spinner text={t("common.loading")} />}
      {orders.isError && (
        <p role="alert" className="text-red-800">
          {t("storeAdmin.loadError")}
        </p>
      )}
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
        <Select
          id={`fulfil-${order.id}`}
          label={t("storeAdmin.fulfilmentLabel", { number: order.number })}
          value={order.fulfilment}
          disabled={fulfil.isPending}
          onChange={(e) =>
            fulfil.mutate(
              { id: order.id, fulfilment: e.target.value as (typeof SETTABLE_FULFILMENT)[number] },
              { onSuccess: () => toast.success(t("storeAdmin.saved")), onError: (err) => toast.error(errorMessage(err)) },
            )
          }
          options={SETTABLE_FULFILMENT.map((s) => ({ value: s, label: t(`storeAdmin.fulfilment.${s}`) }))}
        />
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
