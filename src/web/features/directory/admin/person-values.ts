import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { type DirectoryPerson, type DirectoryPersonInput, type DirectoryPersonValues, directoryPersonInput, MINISTRY_SEPARATOR } from "../../../../shared/directory";
import { useAdminT } from "../../admin/useAdminT";

/** A person's record as the form holds it: every field a text, the ministries in one line. */
export type PersonValues = Required<Omit<DirectoryPersonInput, "ministries">> & { ministries: string };

export function formOf(person?: DirectoryPerson): PersonValues {
  return {
    firstName: person?.firstName ?? "",
    lastName: person?.lastName ?? "",
    email: person?.email ?? "",
    phone: person?.phone ?? "",
    address: person?.address ?? "",
    city: person?.city ?? "",
    region: person?.region ?? "",
    postalCode: person?.postalCode ?? "",
    household: person?.household?.name ?? "",
    status: person?.status ?? "visitor",
    joinDate: person?.joinDate ?? "",
    ministries: person?.ministries.join(`${MINISTRY_SEPARATOR} `) ?? "",
    language: person?.language ?? "en",
  };
}

function inputOf(form: PersonValues): DirectoryPersonInput {
  return { ...form, ministries: form.ministries.split(MINISTRY_SEPARATOR).map((m) => m.trim()).filter(Boolean) };
}

/** The server's own schema checks the record, once the ministries line is a list. */
const personSchema = zodResolver(directoryPersonInput);
export const personResolver: Resolver<PersonValues, unknown, DirectoryPersonValues> = (values, context, options) =>
  personSchema(inputOf(values), context, options as unknown as Parameters<typeof personSchema>[2]) as unknown as ReturnType<Resolver<PersonValues, unknown, DirectoryPersonValues>>;

/** A field's message (a "directory.validation.x" key of the shared schemas) in the page's language. */
export function useFieldText() {
  const { t } = useAdminT();
  return (message: unknown): string | undefined =>
    typeof message === "string" && message ? t(message, { defaultValue: t("directoryAdmin.invalid") }) : undefined;
}

/** The message of a field, or of the first of its parts (ministries.2). */
export function messageOf(error: unknown): unknown {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && error.message) return error.message;
  return Object.values(error).map(messageOf).find(Boolean);
}
