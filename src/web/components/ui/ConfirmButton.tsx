import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Button, type ButtonProps } from "./Button";

interface ConfirmButtonProps {
  /** The trigger's content (text, or text with a screen-reader suffix). */
  label: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** "Cancel" unless the question needs its own word ("Keep it"). */
  cancelLabel?: string;
  onConfirm: () => void;
  variant?: ButtonProps["variant"];
  /** The trigger's size (small by default, as in lists). */
  size?: ButtonProps["size"];
  className?: string;
  disabled?: boolean;
  /** What the question is about, shown under the description (a preview of a change, for example). */
  children?: ReactNode;
  /** A wide dialog that scrolls, for a preview. */
  wide?: boolean;
  /** "danger" (red) for what destroys something, "primary" for what only goes ahead. */
  confirmTone?: "danger" | "primary";
  testId?: string;
}

/** Anything destructive or public asks first (Radix AlertDialog: focus trapped, Escape cancels). */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  variant = "outline",
  size = "sm",
  className = "",
  disabled,
  children,
  wide = false,
  confirmTone = "danger",
  testId,
}: ConfirmButtonProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant={variant} size={size} className={className} disabled={disabled}>
          {label}
        </Button>
      </AlertDialog.Trigger>
      <ConfirmDialogContent
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        onConfirm={onConfirm}
        wide={wide}
        confirmTone={confirmTone}
        testId={testId}
      >
        {children}
      </ConfirmDialogContent>
    </AlertDialog.Root>
  );
}

type ConfirmDialogContentProps = Pick<
  ConfirmButtonProps,
  "title" | "description" | "confirmLabel" | "cancelLabel" | "onConfirm" | "children" | "wide" | "confirmTone" | "testId"
>;

/** The question itself, inside an AlertDialog.Root: for a trigger of its own (ConfirmButton) or a controlled dialog. */
export function ConfirmDialogContent({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  children,
  wide = false,
  confirmTone = "danger",
  testId,
}: ConfirmDialogContentProps) {
  const { t } = useTranslation();
  const width = wide ? "max-h-[88vh] w-[94vw] max-w-3xl overflow-y-auto" : "w-[92vw] max-w-md";
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <AlertDialog.Content className={`fixed top-1/2 left-1/2 z-50 ${width} -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl`} data-testid={testId}>
        <AlertDialog.Title className="text-lg font-bold text-brand-900">{title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-slate-700">{description}</AlertDialog.Description>
        {children}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <AlertDialog.Cancel asChild>
            <Button variant="outline" size="sm">
              {cancelLabel ?? t("common.cancel")}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action asChild>
            <Button size="sm" className={confirmTone === "danger" ? "bg-red-700 hover:bg-red-800" : ""} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
