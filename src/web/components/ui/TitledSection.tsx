import type { ComponentProps, ReactNode } from "react";

type TitledSectionProps = Omit<ComponentProps<"section">, "id" | "title" | "aria-labelledby"> & {
  /** The heading's id: it names the section for screen readers (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** h2 for a part of the page, h3 for a part of a part, and so on. */
  level?: 2 | 3 | 4;
  headingClassName?: string;
};

/** A part of a page named by its own heading, as screen readers list a page's regions. */
export function TitledSection({ id, title, level = 2, headingClassName = "text-xl font-bold text-brand-900", children, ...section }: TitledSectionProps) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} {...section}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
