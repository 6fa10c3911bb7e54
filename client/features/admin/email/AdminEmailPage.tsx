import { useState } from "react";
import type { EmailStatus } from "../../../../server/shared/email-log.schema";
import { paths } from "../../../app/paths";
import { errorMessage } from "../../../lib/error-message";
import { usePageMeta } from "../../../lib/page-meta";
import { trpc } from "../../../lib/trpc";
import { useBusinessTimeZone } from "../../../lib/use-business-time-zone";
import { useTimedMessage } from "../../../lib/use-timed-message";
import { useEmailT } from "./email-messages";
import { AdminEmailView } from "./AdminEmailView";
import { queryState } from "../../../lib/query-state";
import { useResendEmail } from "./api/use-resend-email";

/** /admin/email (admins only, behind RequireAdmin). */
export function AdminEmailPage() {
  usePageMeta("/admin/email");
  const t = useEmailT();
  const timeZone = useBusinessTimeZone();
  const [filter, setFilter] = useState<EmailStatus | null>(null);
  const list = trpc.emails.list.useQuery(filter ? { status: filter } : {});
  const message = useTimedMessage();
  const resend = useResendEmail({
    onSuccess: (result) => message.showSuccess(t("email.resent", { subject: result.subject })),
    onError: (error) => message.showError(errorMessage(error, t("email.resendFailed"))),
  });

  return (
    <AdminEmailView
      timeZone={timeZone}
      emails={queryState(list, (data) => ({ emails: data }), t("email.loadFailed"))}
      filter={filter}
      onFilterChange={setFilter}
      onResend={(email) => resend.mutate({ id: email.id })}
      resendingId={resend.isPending ? Number(resend.variables?.id) : null}
      message={message.message}
      appointmentsHref={paths.admin}
    />
  );
}
