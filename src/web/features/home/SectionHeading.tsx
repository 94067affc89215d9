import type { ReactNode } from "react";

export function SectionHeading({ id, eyebrow, children, light = false }: { id: string; eyebrow?: string; children: ReactNode; light?: boolean }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      {eyebrow && <p className={`text-sm font-bold uppercase tracking-widest ${light ? "text-gold-400" : "text-gold-600"}`}>{eyebrow}</p>}
      <h2 id={id} className={`mt-2 text-3xl font-extrabold sm:text-4xl ${light ? "text-white" : "text-brand-900"}`}>
        {children}
      </h2>
    </div>
  );
}
