import type { ReactNode } from "react";
import { usePageTitle } from "../../../app/usePageTitle";

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{title}</h1>
      {children ? <div className="mt-2 text-slate-700">{children}</div> : null}
    </div>
  );
}
