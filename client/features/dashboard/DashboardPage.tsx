import { useEffect } from "react";
import { MESSAGES } from "../../../server/shared/messages";
import { paths } from "../../app/paths";
import { errorMessage } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { isUnauthorizedError } from "../../lib/refresh-link";
import { useSession } from "../../lib/session";
import { trpc } from "../../lib/trpc";
import { useBusinessTimeZone } from "../../lib/use-business-time-zone";
import { DashboardView, type MyAppointmentsState } from "./DashboardView";

/** /dashboard (signed-in only, behind RequireUser). */
export function DashboardPage() {
  usePageMeta("/dashboard");
  const { user } = useSession();
  const timeZone = useBusinessTimeZone();
  const mine = trpc.appointments.mine.useQuery();

  useEffect(() => {
    // SPEC.md section 8: a 401 here means the session ran out (the refresh failed too).
    if (isUnauthorizedError(mine.error)) console.warn("Session expired while loading appointments.");
  }, [mine.error]);

  const appointments: MyAppointmentsState = mine.data
    ? { status: "ready", appointments: mine.data }
    : mine.isError
      ? { status: "error", message: errorMessage(mine.error, MESSAGES.dashboard.loadFailed) }
      : { status: "loading" };

  return (
    <DashboardView
      fullName={user?.full_name ?? ""}
      timeZone={timeZone}
      appointments={appointments}
      bookHref={paths.book}
    />
  );
}
