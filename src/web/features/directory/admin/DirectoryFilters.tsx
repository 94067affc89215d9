import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Search } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { directoryQuery, type DirectoryQuery, MEMBERSHIP_STATUSES, type MembershipStatus } from "../../../../shared/directory";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { Select } from "../../../components/ui/Select";
import { useAdminT } from "../../admin/useAdminT";
import { directoryQueryString } from "./api";

/** The search words, checked as the server checks them. */
const searchWords = directoryQuery.pick({ q: true });

/** Search by words (on submit), filter by status and ministry (at once), export what is shown, add a person. */
export function DirectoryFilters({
  query,
  onChange,
  ministries,
  onAdd,
}: {
  query: DirectoryQuery;
  onChange: (change: Partial<DirectoryQuery>) => void;
  ministries: string[];
  onAdd?: () => void;
}) {
  const { t } = useAdminT();
  const { register, handleSubmit } = useForm<z.input<typeof searchWords>, unknown, z.output<typeof searchWords>>({
    resolver: zodResolver(searchWords),
    defaultValues: { q: query.q ?? "" },
  });
  const submit = handleSubmit(({ q }) => onChange({ q, page: 1 }));
  return (
    <form role="search" noValidate className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)}>
      <Field type="search" maxLength={100} label={t("directoryAdmin.search")} {...register("q")} />
      <Button type="submit" variant="outline">
        <Search aria-hidden className="size-4" /> {t("directoryAdmin.searchButton")}
      </Button>
      <Select
        label={t("directoryAdmin.fields.status")}
        value={query.status ?? ""}
        onChange={(e) => onChange({ status: (e.target.value || undefined) as MembershipStatus | undefined, page: 1 })}
      >
        <option value="">{t("directoryAdmin.allStatuses")}</option>
        {MEMBERSHIP_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`directoryAdmin.status.${s}`)}
          </option>
        ))}
      </Select>
      <Select label={t("directoryAdmin.fields.ministries")} value={query.ministry ?? ""} onChange={(e) => onChange({ ministry: e.target.value || undefined, page: 1 })}>
        <option value="">{t("directoryAdmin.allMinistries")}</option>
        {ministries.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </Select>
      <a className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline" href={`/api/admin/directory/export.csv?${directoryQueryString({ ...query, page: undefined })}`}>
        <Download aria-hidden className="size-4" /> {t("directoryAdmin.export")}
      </a>
      {onAdd && (
        <Button type="button" onClick={onAdd}>
          {t("directoryAdmin.add")}
        </Button>
      )}
    </form>
  );
}
