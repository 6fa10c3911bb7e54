import { useState } from "react";
import type { EmailStatus } from "../../../server/shared/email-log.schema";
import { paths } from "../../app/paths";
import { errorMessage } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { useBusinessTimeZone } from "../../lib/use-business-time-zone";
import { useTimedMessage } from "../../lib/use-timed-message";
import { AdminEmailView, EMAIL_LOAD_FAILED } from "./AdminEmailView";

export const RESEND_FAILED = "Failed to queue the email again.";

/** /admin/email (admins only, behind RequireAdmin). */
export function AdminEmailPage() {
  usePageMeta("/admin/email");
  const timeZone = useBusinessTimeZone();
  const [filter, setFilter] = useState<EmailStatus | null>(null);
  const list = trpc.emails.list.useQuery(filter ? { status: filter } : {});
  const utils = trpc.useUtils();
  const message = useTimedMessage();
  const resend = trpc.emails.resend.useMutation({
    onSuccess: (result) => message.showSuccess(`Queued again: "${result.subject}".`),
    onError: (error) => message.showError(errorMessage(error, RESEND_FAILED)),
    onSettled: () => utils.emails.list.invalidate(),
  });

  return (
    <AdminEmailView
      timeZone={timeZone}
      emails={
        list.data
          ? { status: "ready", emails: list.data }
          : list.isError
            ? { status: "error", message: errorMessage(list.error, EMAIL_LOAD_FAILED) }
            : { status: "loading" }
      }
      filter={filter}
      onFilterChange={setFilter}
      onResend={(email) => resend.mutate({ id: email.id })}
      resendingId={resend.isPending ? Number(resend.variables?.id) : null}
      message={message.message}
      appointmentsHref={paths.admin}
    />
  );
}
