import type { LegalPages } from "#server/shared/legal.schema.ts";
import { EMBEDDED_ELEMENT_IDS } from "#server/shared/site-settings.ts";
import { embeddedData } from "../../lib/embedded-data";
import { trpc } from "../../lib/trpc";

/**
 * The legal pages as the owner saved them (decision 0246): known from the first render when the
 * page came with them (the legal pages carry them), else asked for. `pages` is null while that
 * answer is on its way, and `failed` says it will not come.
 */
export function useLegalPages(): { pages: LegalPages | null; failed: boolean } {
  const initial = embeddedData<LegalPages>(EMBEDDED_ELEMENT_IDS.legal);
  const query = trpc.legal.get.useQuery(undefined, { staleTime: Infinity, initialData: initial ?? undefined });
  return { pages: query.data ?? null, failed: query.isError };
}
