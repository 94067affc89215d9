import { useId } from "react";
import type { AdminScope } from "../../../../shared/admin-scopes";
import { useAdminT } from "../useAdminT";

/** The permissions an admin may hand out, as checkboxes with plain-language names. */
export function ScopeChecklist({
  available,
  value,
  onChange,
  legend,
}: {
  available: readonly AdminScope[];
  value: readonly AdminScope[];
  onChange: (scopes: AdminScope[]) => void;
  legend: string;
}) {
  const { t } = useAdminT();
  const id = useId();
  const toggle = (scope: AdminScope, checked: boolean) =>
    onChange(checked ? [...value, scope] : value.filter((s) => s !== scope));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {available.map((scope) => (
          <div key={scope} className="flex items-start gap-2">
            <input
              id={`${id}-${scope}`}
              type="checkbox"
              className="mt-1 size-4"
              checked={value.includes(scope)}
              onChange={(e) => toggle(scope, e.target.checked)}
            />
            <label htmlFor={`${id}-${scope}`} className="text-sm text-slate-900">
              {t(`scopes.${scope}`, { nsSeparator: false })}
              <span className="block font-mono text-xs text-slate-700">{scope}</span>
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
