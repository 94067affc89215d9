import { CheckCircle2 } from "lucide-react";

/** The heading of a page that confirms something went through (a gift, an order), with a green check. */
export function DoneHeading({ title }: { title: string }) {
  return (
    <h1 className="flex items-center gap-3 text-3xl font-extrabold text-brand-900 sm:text-4xl">
      <CheckCircle2 aria-hidden="true" className="size-9 shrink-0 text-green-700" />
      {title}
    </h1>
  );
}
