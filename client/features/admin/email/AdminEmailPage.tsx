import { useState } from "react";
import type { EmailStatus } from "#server/shared/email-log.schema.ts";
import { paths } from "#client/app/paths.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useBusinessTimeZone } from "#client/lib/use-business-time-zone.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useEmailT } from "./email-messages";
import { AdminEmailView } from "./AdminEmailView";
import { queryState } from "#client/lib/query-state.ts";
import { useResendEmail } from "./api/use-resend-email";

/** /admin/email (staff with its permission, behind RequireOffice: docs/permissions.md). */
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
