import { useTranslation } from "../../../i18n/use-translation";
import { Spinner } from "../../../components/ui/Spinner";

/** A my-study section's loading spinner, or the alert that it could not be read; nothing once it is in. */
export function LoadState({ query }: { query: { isPending: boolean; isError: boolean } }) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending && <Spinner className="mt-4" text={t("common.loading")} />}
      {query.isError && (
        <p role="alert" className="mt-4 text-red-800">
          {t("myStudy.loadError")}
        </p>
      )}
    </>
  );
}
