import { ADMIN_SECTION_SCOPES } from "../../../../shared/admin-scopes";
import { AdminIntroPage } from "../../admin-shell/AdminIntroPage";
import { RequireScope } from "../components/RequireScope";

/** A section whose feature is not built yet: its introduction, behind the section's scope. */
export function SectionPlaceholder({ section }: { section: string }) {
  const scope = ADMIN_SECTION_SCOPES[section];
  if (!scope) return <AdminIntroPage />;
  return (
    <RequireScope scope={scope}>
      <AdminIntroPage />
    </RequireScope>
  );
}
