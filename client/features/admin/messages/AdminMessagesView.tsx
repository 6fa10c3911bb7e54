import { Accordion, Alert, Anchor, Badge, Button, Container, Group, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { PhoneLink } from "#client/components/PhoneLink.tsx";
import { AdminPageHeader } from "../common/AdminPageHeader";
import type { ContactMessageEntry, ContactMessageStatus } from "#server/shared/contact-inbox.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { formatDateTime } from "#client/lib/business-time.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { messagesT, type MessagesKey, type MessagesT, useMessagesT } from "./messages-messages";
import { IconInbox } from "@tabler/icons-react";
import { EmptyState } from "#client/components/EmptyState.tsx";
import utilities from "#client/design/utilities.module.css";

export type AdminMessagesState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; messages: readonly ContactMessageEntry[] };

export type AdminMessagesViewProps = {
  timeZone: string | null;
  folder: ContactMessageStatus;
  onFolderChange: (folder: ContactMessageStatus) => void;
  messages: AdminMessagesState;
  unreadCount: number;
  /** Opening an unread message marks it read. */
  onOpen: (message: ContactMessageEntry) => void;
  onSetStatus: (message: ContactMessageEntry, status: ContactMessageStatus) => void;
  busyId: number | null;
  businessName: string;
  notice: TimedMessage | null;
  appointmentsHref: string;
};

/** What an empty folder says. */
const EMPTY_FOLDER: Record<ContactMessageStatus, MessagesKey> = {
  unread: "messages.emptyUnread",
  read: "messages.emptyRead",
  archived: "messages.emptyArchived",
};

/** The reply opens the admin's own mail program, addressed and with the subject filled in (in the page's language). */
export const replyHref = (message: ContactMessageEntry, businessName: string, t: MessagesT = messagesT) =>
  `mailto:${message.email}?subject=${encodeURIComponent(t("messages.replySubject", { business: businessName }))}`;

/** /admin/messages: the contact form's messages, newest first, in three folders. */
export function AdminMessagesView(props: AdminMessagesViewProps) {
  const { timeZone, messages, folder } = props;
  const t = useMessagesT();
  return (
    <Container py="xl">
      <Stack gap="lg">
        <AdminPageHeader title={t("messages.title")} homeHref={props.appointmentsHref} />
        <ActionMessage message={props.notice} />
        <SegmentedControl
          aria-label={t("messages.folder")}
          value={folder}
          onChange={(value) => props.onFolderChange(value as ContactMessageStatus)}
          data={[
            { value: "unread", label: props.unreadCount > 0 ? t("messages.unreadCount", { count: props.unreadCount }) : t("messages.unread") },
            { value: "read", label: t("messages.read") },
            { value: "archived", label: t("messages.archived") },
          ]}
        />
        {messages.status === "error" && (
          <Alert color="red" variant="light">
            {messages.message}
          </Alert>
        )}
        {(messages.status === "loading" || (messages.status === "ready" && !timeZone)) && (
          <Stack gap="sm" aria-busy="true">
            <Text>{t("messages.loading")}</Text>
            <Skeleton height={80} radius="md" />
          </Stack>
        )}
        {messages.status === "ready" && timeZone && messages.messages.length === 0 && (
          <EmptyState
            icon={IconInbox}
            message={t(EMPTY_FOLDER[folder])}
            action={
              folder !== "unread" && (
                <Button variant="default" onClick={() => props.onFolderChange("unread")}>
                  {t("empty.showUnread")}
                </Button>
              )
            }
          />
        )}
        {messages.status === "ready" && timeZone && messages.messages.length > 0 && (
          <Accordion
            variant="separated"
            onChange={(value) => {
              const opened = messages.messages.find((message) => String(message.id) === value);
              if (opened) props.onOpen(opened);
            }}
          >
            {messages.messages.map((message) => (
              <Accordion.Item key={message.id} value={String(message.id)}>
                <Accordion.Control>
                  <Stack gap={2}>
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={message.status === "unread" ? 700 : 500}>{message.name}</Text>
                      {message.status === "unread" && (
                        <Badge size="sm" color="red.9" variant="filled" autoContrast>
                          {t("messages.new")}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm">{formatDateTime(message.created_at, timeZone)}</Text>
                    <Text size="sm" lineClamp={1}>
                      {message.message}
                    </Text>
                  </Stack>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <Text size="sm">
                      <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
                      {message.phone && (
                        <>
                          {" · "}
                          <PhoneLink phone={message.phone} />
                        </>
                      )}
                    </Text>
                    <Text className={utilities.preWrap}>{message.message}</Text>
                    <Group gap="xs">
                      <Button component="a" href={replyHref(message, props.businessName, t)} size="xs">
                        {t("messages.reply")}
                      </Button>
                      {message.status === "archived" ? (
                        <Button size="xs" variant="light" loading={props.busyId === message.id} onClick={() => props.onSetStatus(message, "read")}>
                          {t("messages.moveToInbox")}
                        </Button>
                      ) : (
                        <Button size="xs" variant="light" loading={props.busyId === message.id} onClick={() => props.onSetStatus(message, "archived")}>
                          {t("messages.archive")}
                        </Button>
                      )}
                      {message.status === "read" && (
                        <Button size="xs" variant="subtle" disabled={props.busyId === message.id} onClick={() => props.onSetStatus(message, "unread")}>
                          {t("messages.markUnread")}
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}
