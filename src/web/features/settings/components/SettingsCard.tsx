import { useId, type ReactNode } from "react";

export function SettingsCard({ title, children, tone = "default" }: { title: string; children: ReactNode; tone?: "default" | "danger" }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border bg-white p-5 shadow-sm ${tone === "danger" ? "border-red-300" : "border-slate-200"}`}
    >
      <h2 id={id} className={`text-xl font-bold ${tone === "danger" ? "text-red-800" : "text-brand-900"}`}>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
