import { Dialog as Radix } from "radix-ui";
import type { ReactNode } from "react";

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (rendered as is). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Wider for forms with two columns. */
  size?: "md" | "lg";
  testId?: string;
}

/** A modal dialog: focus is trapped and returned, Escape closes it, the title names it for screen readers. */
export function Dialog({ open, onOpenChange, trigger, title, description, children, size = "md", testId }: DialogProps) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Radix.Trigger asChild>{trigger}</Radix.Trigger> : null}
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Radix.Content
          data-testid={testId}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[92vw] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ${size === "lg" ? "max-w-2xl" : "max-w-lg"}`}
        >
          <Radix.Title className="text-lg font-bold text-brand-900">{title}</Radix.Title>
          {description ? <Radix.Description className="mt-1 text-sm text-slate-700">{description}</Radix.Description> : null}
          <div className="mt-4">{children}</div>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** Closes the dialog it is in when its child (a button) is clicked. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <Radix.Close asChild>{children}</Radix.Close>;
}
