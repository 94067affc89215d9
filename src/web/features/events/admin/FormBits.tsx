import { useId, type ReactNode } from "react";
import { labelClasses } from "../../../components/ui/form-styles";

export const selectClasses =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";

export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/** A label, the control, an optional hint and the field's error, wired together for screen readers. */
export function Field({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children({ id, "aria-describedby": described || undefined, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label to the right. */
export function CheckboxField({ label, children }: { label: string; children: (control: { id: string }) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      {children({ id })}
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
    </div>
  );
}

export function ErrorText({ message }: { message?: string }) {
  if (!message) return null;
  return <p className="mt-1 text-sm text-red-800">{message}</p>;
}

export const fieldsetClasses = "min-w-0 space-y-4 rounded-xl border border-slate-200 p-4";
export const legendClasses = "px-1 text-base font-bold text-brand-900";
