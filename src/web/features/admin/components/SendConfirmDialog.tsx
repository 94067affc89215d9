import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/Button";
import { useAdminT } from "../useAdminT";

export interface SendConfirmDialogProps {
  /** Open once the number of recipients is known; closed by Cancel, Escape or the confirm button. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Names how many people (or devices) it reaches, and what happens to it (sent, or kept in the outbox). */
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  children?: ReactNode;
  testId?: string;
}

/**
 * Every admin action that reaches people (email, notification, text) asks here first, with the number of
 * recipients counted by the server. Controlled: the page counts first, then opens it (Radix AlertDialog: focus
 * trapped, Escape cancels).
 */
export function SendConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, children, testId = "send-confirm" }: SendConfirmDialogProps) {
  const { t } = useAdminT();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
          data-testid={testId}
        >
          <AlertDialog.Title className="text-lg font-bold text-brand-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" size="sm">
                {t("delivery.cancel")}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button size="sm" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
