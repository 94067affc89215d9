import { useState } from "react";
import type { DirectoryPerson, DirectoryQuery } from "../../../../shared/directory";
import { Button } from "../../../components/ui/Button";
import { FormError } from "../../../components/ui/FormError";
import { Spinner } from "../../../components/ui/Spinner";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useDirectory } from "./api";
import { DirectoryFilters } from "./DirectoryFilters";
import { ImportPanel } from "./ImportPanel";
import { MergePanel } from "./MergePanel";
import { PersonForm } from "./PersonForm";

/** The directory: search and filters, the people (two ticked to merge), a person's record, the CSV import. */
export function DirectoryTab({ mayWrite, pastoral }: { mayWrite: boolean; pastoral: boolean }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [query, setQuery] = useState<DirectoryQuery>({ page: 1 });
  const [editing, setEditing] = useState<DirectoryPerson | "new" | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const directory = useDirectory(query);
  const data = directory.data;
  const people = data?.people ?? [];
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id].slice(-2)));
  const chosen = selected.map((id) => people.find((p) => p.id === id)).filter((p): p is DirectoryPerson => p !== undefined);

  return (
    <div className="space-y-6">
      <DirectoryFilters
        query={query}
        ministries={data?.ministries ?? []}
        onChange={(change) => setQuery((q) => ({ ...q, ...change }))}
        onAdd={mayWrite ? () => setEditing("new") : undefined}
      />

      {editing && <PersonForm key={editing === "new" ? "new" : editing.id} person={editing === "new" ? undefined : editing} pastoral={pastoral} onDone={() => setEditing(null)} />}
      {mayWrite && chosen.length === 2 && chosen[0] && chosen[1] && <MergePanel a={chosen[0]} b={chosen[1]} onDone={() => setSelected([])} />}

      {directory.isPending && <Spinner />}
      {directory.isError && <FormError tone="error" message={errorMessage(directory.error)} />}
      {data && people.length === 0 && <p className="text-slate-700">{t("directoryAdmin.empty")}</p>}
      {people.length > 0 && (
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="directory-table">
            <caption className="sr-only">{t("directoryAdmin.tableCaption", { count: data?.total ?? 0 })}</caption>
            <thead className="bg-slate-50 text-slate-800">
              <tr>
                {mayWrite && <th scope="col" className="px-3 py-2">{t("directoryAdmin.mergeSelect")}</th>}
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.name")}</th>
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.email")}</th>
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.status")}</th>
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.household")}</th>
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.ministries")}</th>
                <th scope="col" className="px-3 py-2">{t("directoryAdmin.fields.account")}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t("directoryAdmin.actions")}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {people.map((p) => (
                <tr key={p.id}>
                  {mayWrite && (
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-5"
                        aria-label={t("directoryAdmin.selectForMerge", { name: `${p.firstName} ${p.lastName}` })}
                        checked={selected.includes(p.id)}
                        onChange={() => toggle(p.id)}
                      />
                    </td>
                  )}
                  <td className="px-3 py-2 font-semibold text-slate-900">
                    {p.firstName} {p.lastName}
                  </td>
                  <td className="px-3 py-2 break-all">{p.email}</td>
                  <td className="px-3 py-2">{t(`directoryAdmin.status.${p.status}`)}</td>
                  <td className="px-3 py-2">{p.household?.name}</td>
                  <td className="px-3 py-2">{p.ministries.join(", ")}</td>
                  <td className="px-3 py-2 break-all">{p.account?.email ?? t("directoryAdmin.noAccount")}</td>
                  <td className="px-3 py-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(p)} aria-label={t("directoryAdmin.editNamed", { name: `${p.firstName} ${p.lastName}` })}>
                      {mayWrite ? t("directoryAdmin.edit") : t("directoryAdmin.view")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.pageCount > 1 && (
        <nav aria-label={t("directoryAdmin.pages")} className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => setQuery((q) => ({ ...q, page: data.page - 1 }))}>
            {t("directoryAdmin.previous")}
          </Button>
          <span className="text-sm">{t("directoryAdmin.pageOf", { page: data.page, pages: data.pageCount })}</span>
          <Button variant="outline" size="sm" disabled={data.page >= data.pageCount} onClick={() => setQuery((q) => ({ ...q, page: data.page + 1 }))}>
            {t("directoryAdmin.next")}
          </Button>
        </nav>
      )}
      {mayWrite && <ImportPanel />}
    </div>
  );
}
