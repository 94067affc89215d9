import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import { type DirectoryPerson, linkAccountInput, pastoralNotesInput } from "../../../../shared/directory";
import { Button } from "../../../components/ui/Button";
import { Field, TextAreaField } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useLinkAccount, useSavePastoralNotes } from "./api";
import { useFieldText } from "./person-values";

type Link = z.output<typeof linkAccountInput>;
/** An empty email unlinks: the server's schema reads it as null. */
const linkResolver: Resolver<{ email: string }, unknown, Link> = (values, context, options) =>
  (zodResolver(linkAccountInput) as unknown as Resolver<{ email: string }, unknown, Link>)({ email: values.email.trim() || null } as unknown as { email: string }, context, options);

/** Links the record to the member account with this email, or unlinks it. */
export function LinkAccountForm({ person }: { person: DirectoryPerson }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const fieldText = useFieldText();
  const link = useLinkAccount();
  const { register, handleSubmit, setError, control, formState } = useForm<{ email: string }, unknown, Link>({
    resolver: linkResolver,
    defaultValues: { email: person.account?.email ?? "" },
  });
  const email = useWatch({ control, name: "email" });
  const submit = handleSubmit(async ({ email: linked }) => {
    try {
      await link.mutateAsync({ id: person.id, email: linked });
      toast.success(t("directoryAdmin.linked"));
    } catch (error) {
      setError("root", { message: errorMessage(error) });
    }
  });
  return (
    <form noValidate className="mt-4 flex flex-wrap items-start gap-3 border-t border-slate-200 pt-4" onSubmit={(e) => void submit(e)}>
      <Field type="email" label={t("directoryAdmin.accountEmail")} error={fieldText(formState.errors.email?.message)} {...register("email")} />
      <Button type="submit" variant="outline" className="sm:mt-6" disabled={formState.isSubmitting}>
        {email.trim() ? t("directoryAdmin.link") : t("directoryAdmin.unlink")}
      </Button>
      <div className="w-full">
        <FormError message={formState.errors.root?.message} />
      </div>
    </form>
  );
}

type Notes = z.input<typeof pastoralNotesInput>;

/** What only pastors read and write. */
export function PastoralNotesForm({ person }: { person: DirectoryPerson }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const fieldText = useFieldText();
  const saveNotes = useSavePastoralNotes();
  const { register, handleSubmit, setError, formState } = useForm<Notes>({
    resolver: zodResolver(pastoralNotesInput),
    defaultValues: { notes: person.pastoralNotes ?? "" },
  });
  const submit = handleSubmit(async ({ notes }) => {
    try {
      await saveNotes.mutateAsync({ id: person.id, notes });
      toast.success(t("directoryAdmin.saved"));
    } catch (error) {
      setError("root", { message: errorMessage(error) });
    }
  });
  return (
    <form noValidate className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4" onSubmit={(e) => void submit(e)}>
      <TextAreaField label={t("directoryAdmin.pastoralNotes")} error={fieldText(formState.errors.notes?.message)} {...register("notes")} />
      <FormError message={formState.errors.root?.message} />
      <Button type="submit" variant="outline" className="self-start" disabled={formState.isSubmitting}>
        {t("directoryAdmin.saveNotes")}
      </Button>
    </form>
  );
}
