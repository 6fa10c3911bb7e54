import { useEffect, useState } from "react";
import type { ClientAppointment } from "#server/shared/appointment.schema.ts";
import { paths } from "../../app/paths";
import { useSpecT } from "../../components/common-messages";
import { phoneHref, useBusiness } from "../../lib/business";
import { errorMessage } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { isUnauthorizedError } from "../../lib/refresh-link";
import { useSession } from "../../lib/session";
import { trpc } from "../../lib/trpc";
import { useBusinessTimeZone } from "../../lib/use-business-time-zone";
import { useTimedMessage } from "../../lib/use-timed-message";
import { CancelMyAppointmentModal } from "./CancelMyAppointmentModal";
import { useDashboardT } from "./dashboard-messages";
import { DashboardView, type MyAppointmentsState } from "./DashboardView";
import { queryState } from "../../lib/query-state";
import { useMoveDialog } from "./use-move-dialog";

/** /dashboard (signed-in only, behind RequireUser). */
export function DashboardPage() {
  usePageMeta("/dashboard");
  const t = useDashboardT();
  const spec = useSpecT();
  const { user } = useSession();
  const timeZone = useBusinessTimeZone();
  const mine = trpc.appointments.mine.useQuery();
  const business = useBusiness();
  const utils = trpc.useUtils();
  const message = useTimedMessage();
  const dialogMessage = useTimedMessage();
  const [cancelling, setCancelling] = useState<ClientAppointment | null>(null);
  const moving = useMoveDialog(timeZone, message);
  const cancel = trpc.appointments.cancelMine.useMutation({
    onSuccess: () => {
      setCancelling(null);
      message.showSuccess(t("cancel.done"));
    },
    onError: (error) => dialogMessage.showError(errorMessage(error, t("cancel.failed"))),
    // Whatever happened, the list shows where each appointment stands now (and its slot may be free again).
    onSettled: () => Promise.all([utils.appointments.mine.invalidate(), utils.availability.invalidate()]),
  });

  useEffect(() => {
    // docs/product.md §8: a 401 here means the session ran out (the refresh failed too).
    if (isUnauthorizedError(mine.error)) console.warn("Session expired while loading appointments.");
  }, [mine.error]);

  const appointments: MyAppointmentsState = queryState(mine, (data) => ({ appointments: data }), spec("dashboard.loadFailed"));

  return (
    <>
      <DashboardView
        fullName={user?.full_name ?? ""}
        timeZone={timeZone}
        appointments={appointments}
        bookHref={paths.book}
        message={message.message}
        onMove={moving.open}
        onCancel={(appointment) => {
          dialogMessage.clear();
          setCancelling(appointment);
        }}
        phone={{ display: business.phone.display, href: phoneHref(business) }}
      />
      {moving.modal}
      {timeZone && (
        <CancelMyAppointmentModal
          appointment={cancelling}
          timeZone={timeZone}
          submitting={cancel.isPending}
          message={dialogMessage.message}
          onConfirm={(reason) => {
            if (cancelling) cancel.mutate({ id: cancelling.id, reason });
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
