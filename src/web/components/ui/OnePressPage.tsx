import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";

interface OnePressPageProps {
  title: string;
  /** What was done, once it is: shown in a green box instead of everything else. */
  done: ReactNode;
  /** False when the link's token is missing or cut short: `missing` says so instead of offering the button. */
  tokenValid: boolean;
  missing: string;
  intro: string;
  /** The alert when the press failed (null until then). */
  error: ReactNode;
  /** The one button. */
  children: ReactNode;
}

/** A page a link in an email opens (unsubscribe, cancel a registration): one press does it; nothing happens on load. */
export function OnePressPage({ title, done, tokenValid, missing, intro, error, children }: OnePressPageProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-brand-900">{title}</h1>
      {done ? (
        <div role="status" className="mt-6 flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
          {done}
        </div>
      ) : !tokenValid ? (
        <p role="alert" className="mt-4 text-slate-700">
          {missing}
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">{intro}</p>
          {error}
          {children}
        </>
      )}
    </div>
  );
}
