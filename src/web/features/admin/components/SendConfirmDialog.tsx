import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { ConfirmDialogContent } from "../../../components/ui/ConfirmButton";
import { useAdminT } from "../useAdminT";

interface SendConfirmDialogProps {
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
      <ConfirmDialogContent
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={t("delivery.cancel")}
        onConfirm={onConfirm}
        confirmTone="primary"
        testId={testId}
      >
        {children}
      </ConfirmDialogContent>
    </AlertDialog.Root>
  );
}
