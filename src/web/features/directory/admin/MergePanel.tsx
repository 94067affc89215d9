import { useState } from "react";
import { toast } from "../../../lib/toast";
import type { DirectoryPerson } from "../../../../shared/directory";
import { Button } from "../../../components/ui/Button";
import { FormError } from "../../../components/ui/FormError";
import { ConfirmButton } from "../../../components/ui/ConfirmButton";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useMerge } from "./api";
import { formOf, type PersonValues } from "./person-values";

const MERGE_FIELDS = ["firstName", "lastName", "email", "phone", "address", "city", "region", "postalCode", "household", "status", "joinDate", "language"] as const;

/** Two records of one person become one: the admin picks the record that stays and, field by field, the values. */
export function MergePanel({ a, b, onDone }: { a: DirectoryPerson; b: DirectoryPerson; onDone: () => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const [keep, setKeep] = useState<"a" | "b">("a");
  const [picks, setPicks] = useState<Record<string, "a" | "b">>({});
  const merge = useMerge();
  const formA = formOf(a);
  const formB = formOf(b);
  const values = Object.fromEntries(MERGE_FIELDS.map((f) => [f, (picks[f] ?? keep) === "a" ? formA[f] : formB[f]])) as Omit<PersonValues, "ministries">;
  const name = (p: DirectoryPerson) => `${p.firstName} ${p.lastName}`;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="merge-panel">
      <h2 className="text-lg font-bold text-brand-900">{t("directoryAdmin.mergeTitle")}</h2>
      <p className="text-sm text-slate-800">{t("directoryAdmin.mergeIntro")}</p>
      <fieldset className="mt-3">
        <legend className="font-semibold">{t("directoryAdmin.keepRecord")}</legend>
        {(["a", "b"] as const).map((side) => (
          <label key={side} className="mr-4 inline-flex items-center gap-2">
            <input type="radio" name="merge-keep" checked={keep === side} onChange={() => setKeep(side)} /> {name(side === "a" ? a : b)}
          </label>
        ))}
      </fieldset>
      <div className="mt-3 space-y-2">
        {MERGE_FIELDS.filter((f) => formA[f] !== formB[f]).map((f) => (
          <fieldset key={f} className="flex flex-wrap items-center gap-3">
            <legend className="mr-2 text-sm font-semibold">{t(`directoryAdmin.fields.${f}`)}</legend>
            {(["a", "b"] as const).map((side) => (
              <label key={side} className="inline-flex items-center gap-2 text-sm">
                <input type="radio" name={`merge-${f}`} checked={(picks[f] ?? keep) === side} onChange={() => setPicks((p) => ({ ...p, [f]: side }))} />
                {(side === "a" ? formA[f] : formB[f]) || t("directoryAdmin.emptyValue")}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {merge.isError && <FormError tone="error" message={errorMessage(merge.error)} />}
      <div className="mt-3 flex gap-3">
        <ConfirmButton
          label={t("directoryAdmin.merge")}
          title={t("directoryAdmin.mergeTitle")}
          description={t("directoryAdmin.mergeConfirm", { keep: name(keep === "a" ? a : b), remove: name(keep === "a" ? b : a) })}
          confirmLabel={t("directoryAdmin.merge")}
          onConfirm={() =>
            merge.mutate(
              { keepId: keep === "a" ? a.id : b.id, mergeId: keep === "a" ? b.id : a.id, values: { ...values, ministries: [] } },
              {
                onSuccess: () => {
                  toast.success(t("directoryAdmin.merged"));
                  onDone();
                },
              },
            )
          }
        />
        <Button variant="outline" onClick={onDone}>
          {t("common.cancel")}
        </Button>
      </div>
    </div>
  );
}
