import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { adminApi } from "../api";
import { FormError } from "../../../components/ui/FormError";
import { PageHeading } from "../components/PageHeading";
import { formatDateTime } from "../format";
import { useAdminErrorMessage, useAdminT } from "../useAdminT";

/**
 * /admin/email: every email and text the site sent or, without a provider, kept here instead. The email page
 * shows it as its first tab, under its own heading.
 */
export function OutboxPage({ heading = true }: { heading?: boolean }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = useQuery({
    queryKey: ["admin", "outbox", page],
    queryFn: ({ signal }) => adminApi(`/api/admin/outbox?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const goTo = (next: number) => setParams({ page: String(next) });

  return (
    <section>
      {heading ? <PageHeading title={t("outbox.title")}>{t("outbox.intro")}</PageHeading> : <p className="mb-4 text-slate-700">{t("outbox.intro")}</p>}
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <FormError tone="error" message={errorMessage(query.error)} /> : null}
      {data && data.items.length === 0 ? <p className="text-slate-700">{t("outbox.empty")}</p> : null}
      <ul className="space-y-3">
        {data?.items.map((item) => (
          <li key={item.id} className="rounded-xl border border-slate-200 bg-white" data-testid="outbox-item">
            <details>
              <summary className="cursor-pointer list-inside px-4 py-3">
                <span className="font-semibold text-slate-900">{item.subject ?? t("outbox.textMessage")}</span>
                <span className="block text-sm text-slate-700 sm:inline">
                  {" "}
                  · {item.recipient} · {t(`outbox.status.${item.status}`)} · {formatDateTime(item.createdAt)}
                </span>
              </summary>
              <div className="border-t border-slate-200 px-4 py-3">
                {item.error ? <FormError tone="error" message={item.error} /> : null}
                {item.secrets === "hidden" ? <p className="text-sm text-slate-700">{t("outbox.secretsHidden")}</p> : null}
                {item.secrets === "live" ? <p className="text-sm text-slate-700">{t("outbox.liveLink")}</p> : null}
                <pre className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-900">{item.bodyText}</pre>
              </div>
            </details>
          </li>
        ))}
      </ul>
      {data && pages > 1 ? (
        <nav aria-label={t("outbox.pages")} className="mt-4 flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t("outbox.previous")}
          </Button>
          <span className="text-sm text-slate-800">{t("outbox.pageOf", { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t("outbox.next")}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
