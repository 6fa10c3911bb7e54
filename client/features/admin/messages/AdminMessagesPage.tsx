import { useState } from "react";
import { useBusiness } from "#client/lib/business.ts";
import type { ContactMessageEntry, ContactMessageStatus } from "#server/shared/contact-inbox.schema.ts";
import { paths } from "#client/app/paths.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useBusinessTimeZone } from "#client/lib/use-business-time-zone.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { type MessagesKey, useMessagesT } from "./messages-messages";
import { AdminMessagesView } from "./AdminMessagesView";
import { queryState } from "#client/lib/query-state.ts";
import { useMarkMessageRead, useMoveMessage } from "./api/use-message-status";

/** What a move to each folder says. */
const MOVED: Record<ContactMessageStatus, MessagesKey> = {
  unread: "messages.markedUnread",
  read: "messages.movedToInbox",
  archived: "messages.archivedDone",
};

/** /admin/messages (staff with its permission, behind RequireOffice: docs/permissions.md). */
export function AdminMessagesPage() {
  usePageMeta("/admin/messages");
  const t = useMessagesT();
  const business = useBusiness();
  const timeZone = useBusinessTimeZone();
  const [folder, setFolder] = useState<ContactMessageStatus>("unread");
  const list = trpc.contact.list.useQuery({ status: folder });
  const unread = trpc.contact.unreadCount.useQuery();
  const notice = useTimedMessage();
  const read = useMarkMessageRead();
  const update = useMoveMessage();
  // Messages opened here: read now, but kept in view (unbolded) until the folder reloads.
  const [openedIds, setOpenedIds] = useState<ReadonlySet<number>>(new Set());

  const markRead = (message: ContactMessageEntry) => {
    setOpenedIds((ids) => new Set(ids).add(message.id));
    read.mutate({ id: message.id, status: "read" });
  };

  const move = (message: ContactMessageEntry, status: ContactMessageStatus) => {
    setOpenedIds((ids) => new Set([...ids].filter((id) => id !== message.id)));
    update.mutate(
      { id: message.id, status },
      {
        onSuccess: () => notice.showSuccess(t(MOVED[status])),
        onError: (error) => notice.showError(errorMessage(error, t("messages.updateFailed"))),
      },
    );
  };

  const busy = [read, update].find((mutation) => mutation.isPending);

  return (
    <AdminMessagesView
      timeZone={timeZone}
      folder={folder}
      onFolderChange={(next) => {
        setOpenedIds(new Set());
        setFolder(next);
      }}
      messages={queryState(
        list,
        (data) => ({
          messages: data.map((message) => (openedIds.has(message.id) && message.status === "unread" ? { ...message, status: "read" as const } : message)),
        }),
        t("messages.loadFailed"),
      )}
      unreadCount={unread.data?.unread ?? 0}
      onOpen={(message) => message.status === "unread" && markRead(message)}
      onSetStatus={move}
      busyId={busy ? Number(busy.variables?.id) : null}
      businessName={business.name}
      notice={notice.message}
      appointmentsHref={paths.admin}
    />
  );
}
