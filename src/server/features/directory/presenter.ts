import type { ContactDetails, DirectoryPerson, PersonContact } from "../../../shared/directory";
import type { directoryPeople } from "../../db/schema/directory";

export type PersonRow = typeof directoryPeople.$inferSelect;

interface PersonContext {
  household: { id: string; name: string } | null;
  account: { id: string; email: string } | null;
  unsubscribed: boolean;
}

/** The name and contact fields, as both the admin pages and the member's own settings show them. */
function presentContact(row: PersonRow): PersonContact {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
  };
}

/** A directory record for the admin pages; the pastoral notes only when the admin may read them. */
export function presentPerson(row: PersonRow, context: PersonContext, withPastoralNotes: boolean): DirectoryPerson {
  return {
    id: row.id,
    ...presentContact(row),
    household: context.household,
    status: row.status,
    joinDate: row.joinDate ?? "",
    ministries: row.ministries,
    language: row.language,
    account: context.account,
    unsubscribed: context.unsubscribed,
    ...(withPastoralNotes ? { pastoralNotes: row.pastoralNotes } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a member sees of their own record at /settings: contact details, nothing the staff keep. */
export function presentContactDetails(row: PersonRow, household: string): ContactDetails {
  return {
    ...presentContact(row),
    household,
  };
}
