import type { ReactNode } from "react";
import { labelClasses } from "./form-styles";

/** A label in the form kit's style above a control the caller renders itself (with this id), and whatever follows it. */
export function Labelled({ id, label, className, children }: { id: string; label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A control's error under it, as its aria-describedby names it (`${id}-error`); nothing without one. */
export function ControlError({ id, error }: { id: string; error?: ReactNode }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
      {error}
    </p>
  ) : null;
}
