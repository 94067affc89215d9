import { can } from "../../../shared/admin-scopes";

/**
 * Who may see what in the directory. Pastoral notes are confidential: only admins holding members:pastoral
 * (or a super admin) read or write them; members:read and members:write never reveal them.
 */
export const directoryPolicy = {
  readPastoralNotes: (scopes: readonly string[]) => can(scopes, "members:pastoral"),
  writePastoralNotes: (scopes: readonly string[]) => can(scopes, "members:pastoral"),
};
