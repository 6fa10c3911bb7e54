import { type ReactNode, useState } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import { useSpecT } from "#client/components/common-messages.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import type { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useCancelAppointment } from "../api/use-cancel-appointment";
import { CancelModal } from "../CancelModal";

/** "Cancel": the confirmation dialog and the cancellation. */
export function useCancelDialog(timeZone: string | null, page: ReturnType<typeof useTimedMessage>) {
  const spec = useSpecT();
  const [appointment, setAppointment] = useState<AdminAppointment | null>(null);
  const cancel = useCancelAppointment({
    onSuccess: () => page.showSuccess(spec("admin.cancelled")),
    onError: (error) => page.showError(errorMessage(error, spec("admin.cancelFailed"))),
    onSettled: () => setAppointment(null),
  });

  const modal: ReactNode = timeZone && (
    <CancelModal
      appointment={appointment}
      timeZone={timeZone}
      submitting={cancel.isPending}
      onConfirm={() => {
        if (appointment) cancel.mutate({ id: appointment.id });
      }}
      onClose={() => setAppointment(null)}
    />
  );
  return { open: setAppointment, modal, busyId: cancel.isPending ? cancel.variables?.id : undefined };
}
