import { useTranslation } from "../../../i18n/use-translation";
import { Button } from "../../../components/ui/Button";
import { DialogClose } from "../../../components/ui/Dialog";

/** A dialog form's send and cancel buttons (cancel closes the dialog); send waits while the form is submitting. */
export function DialogFormButtons({ submitLabel, submitting }: { submitLabel: string; submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={submitting}>
        {submitLabel}
      </Button>
      <DialogClose>
        <Button type="button" variant="outline">
          {t("community.cancel")}
        </Button>
      </DialogClose>
    </div>
  );
}
