import { useState } from "react";
import { errorMessage } from "#client/lib/error-message.ts";
import { trpc } from "#client/lib/trpc.ts";
import type { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useAppointmentsT } from "./appointments-messages";
import type { SearchCriteria } from "./AppointmentSearchBar";

/** Hands a text file to the browser to save, under `filename`. */
function saveFile(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Issue 32: the appointments the search bar's filters find, saved as a CSV file (tRPC
 * appointments.exportCsv; REST GET /api/appointments/export.csv for outside tools). The file is
 * made on the server, in the page's language; a failure is said on the page.
 */
export function useAppointmentsExport(page: ReturnType<typeof useTimedMessage>) {
  const t = useAppointmentsT();
  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);
  async function exportCsv(criteria: SearchCriteria): Promise<void> {
    setExporting(true);
    try {
      const { filename, csv } = await utils.appointments.exportCsv.fetch(criteria, { staleTime: 0 });
      saveFile(filename, csv, "text/csv;charset=utf-8");
      page.showSuccess(t("export.done", { filename }));
    } catch (error) {
      page.showError(errorMessage(error, t("export.failed")));
    } finally {
      setExporting(false);
    }
  }
  return { exporting, exportCsv };
}
