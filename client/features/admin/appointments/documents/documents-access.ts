import { can } from "#server/shared/permissions.ts";
import { useRole } from "#client/lib/session.ts";

/**
 * Who on the staff opens a client's folder (decision 0254): the owner (`documents`) and a preparer
 * (`own_appointments`: the server opens only the appointments assigned to them). The front desk
 * does not: it never sees the section, and its queries never run. Only the owner keeps a document
 * past the retention period.
 */
export function useDocumentsAccess(): { open: boolean; keep: boolean } {
  const role = useRole();
  return { open: can(role, "documents") || can(role, "own_appointments"), keep: can(role, "documents") };
}
