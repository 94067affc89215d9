import { Trash2 } from "lucide-react";
import { ConfirmButton } from "./ConfirmButton";

interface DeleteButtonProps {
  /** "Delete": on the button and on the confirming action alike. */
  label: string;
  title: string;
  description: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/** A quiet red "Delete" with a bin icon, in a row of a member's own actions, that asks before it deletes. */
export function DeleteButton({ label, title, description, cancelLabel, onConfirm }: DeleteButtonProps) {
  return (
    <ConfirmButton
      variant="ghost"
      className="text-red-800"
      label={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          {label}
        </>
      }
      title={title}
      description={description}
      confirmLabel={label}
      cancelLabel={cancelLabel}
      onConfirm={onConfirm}
    />
  );
}
