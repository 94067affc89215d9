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
