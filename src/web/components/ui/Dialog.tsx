import { X } from "lucide-react";
import { Dialog as Radix } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";

const WIDTHS = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl" } as const;

interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (rendered as is). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Narrower for a short choice, wider for forms with two columns. */
  size?: keyof typeof WIDTHS;
  /** The X in the top corner ("Close"); on unless the dialog must be answered with its own buttons. */
  closeButton?: boolean;
  testId?: string;
}

/**
 * A modal dialog: focus is trapped and returned, Escape closes it, the title names it for screen readers. The
 * X comes after the content in the DOM (shown in the corner), so opening focuses the dialog's first field or
 * choice, and Tab reaches the X last.
 */
export function Dialog({ open, onOpenChange, trigger, title, description, children, size = "md", closeButton = true, testId }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Radix.Trigger asChild>{trigger}</Radix.Trigger> : null}
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Radix.Content
          data-testid={testId}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[92vw] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ${WIDTHS[size]}`}
        >
          <Radix.Title className={`text-lg font-bold text-brand-900 ${closeButton ? "pr-10" : ""}`}>{title}</Radix.Title>
          {description ? <Radix.Description className="mt-1 text-sm text-slate-700">{description}</Radix.Description> : null}
          <div className="mt-4">{children}</div>
          {closeButton ? (
            <Radix.Close
              aria-label={t("common.close")}
              className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
            >
              <X aria-hidden="true" className="size-5" />
            </Radix.Close>
          ) : null}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** Closes the dialog it is in when its child (a button) is clicked. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <Radix.Close asChild>{children}</Radix.Close>;
}
