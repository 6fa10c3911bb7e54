import { useState } from "react";
import { keepPreviousData, skipToken } from "@tanstack/react-query";
import { useDebouncedValue } from "@mantine/hooks";
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
import { useUpdateEmailText } from "./api/use-email-texts";
import { EmailTextsSection, type EmailPreviewDraft } from "./EmailTextsSection";

/** How long the draft rests before the preview asks the server again. */
const PREVIEW_DEBOUNCE_MS = 400;

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

  // The words in the clients' appointment emails (decision 0247), and the email as the draft makes it.
  const texts = trpc.emailTexts.get.useQuery();
  const textsMessage = useTimedMessage();
  const saveText = useUpdateEmailText({
    onSuccess: () => textsMessage.showSuccess(t("texts.saved")),
    onError: (error) => textsMessage.showError(errorMessage(error, t("texts.saveFailed"))),
  });
  const [draft, setDraft] = useState<EmailPreviewDraft | null>(null);
  const [settledDraft] = useDebouncedValue(draft, PREVIEW_DEBOUNCE_MS);
  // The last preview stays on screen while the next one is made.
  const preview = trpc.emailTexts.preview.useQuery(settledDraft ?? skipToken, { placeholderData: keepPreviousData });

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
      texts={
        <EmailTextsSection
          texts={queryState(texts, (data) => ({ texts: data }), t("texts.loadFailed"))}
          saving={saveText.isPending}
          message={textsMessage.message}
          onSave={(input) => saveText.mutate(input)}
          onDraftChange={setDraft}
          preview={queryState(preview, (data) => ({ subject: data.subject, html: data.html }))}
        />
      }
    />
  );
}
