import { Alert, Anchor, Button, Card, Container, Group, Pagination, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { EmptyState } from "#client/components/EmptyState.tsx";
import { CLIENT_LIST, type ClientList, type ClientSummary } from "#server/shared/clients.schema.ts";
import { formatDateTime } from "#client/lib/business-time.ts";
import { usePaginationLabels } from "#client/components/pagination-labels.ts";
import { useClientsT } from "./clients-messages";
import { AdminPageHeader } from "../common/AdminPageHeader";
import { ContactDetails } from "../common/ContactDetails";

export type ClientsState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; list: ClientList };

export type AdminClientsViewProps = {
  clients: ClientsState;
  /** The business's zone; null until `site.settings` answers. */
  timeZone: string | null;
  /** The search that is showing ("" for every client). */
  query: string;
  onSearch: (query: string) => void;
  onPage: (page: number) => void;
  onOpen: (client: ClientSummary) => void;
  appointmentsHref: string;
  /** The owner's card of documents to be deleted soon (`ExpiringDocumentsCard`), under the list; absent for other staff. */
  retention?: ReactNode;
};

function ClientCard({ client, timeZone, onOpen }: { client: ClientSummary; timeZone: string; onOpen: () => void }) {
  const t = useClientsT();
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {client.full_name}
          </Title>
          <ContactDetails email={client.email} phone={client.phone} />
          <Text size="sm">
            {client.next_appointment
              ? t("clients.appointmentsNext", { count: client.appointments, when: formatDateTime(client.next_appointment, timeZone) })
              : t("clients.appointments", { count: client.appointments })}
          </Text>
        </Stack>
        <Button variant="default" size="xs" onClick={onOpen} aria-label={t("clients.historyOf", { name: client.full_name })}>
          {t("clients.history")}
        </Button>
      </Group>
    </Card>
  );
}

/** /admin/clients: every client's contact details, searchable, with their appointment history a click away. */
export function AdminClientsView({ clients, timeZone, query, onSearch, onPage, onOpen, appointmentsHref, retention }: AdminClientsViewProps) {
  const t = useClientsT();
  const paginationLabels = usePaginationLabels();
  const [typed, setTyped] = useState(query);
  const showAll = () => {
    setTyped("");
    onSearch("");
  };
  return (
    <Container py="xl">
      <Stack gap="lg">
        <AdminPageHeader title={t("clients.title")} homeHref={appointmentsHref} />
        <form
          role="search"
          aria-label={t("clients.find")}
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(typed.trim());
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t("clients.findLabel")}
              placeholder={t("field.searchPlaceholder")}
              maxLength={CLIENT_LIST.maxQueryLength}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              flex="1 1 14rem"
              miw={0}
            />
            <Button type="submit">{t("search")}</Button>
          </Group>
        </form>
        {clients.status === "error" && (
          <Alert color="red" variant="light">
            {clients.message}
          </Alert>
        )}
        {(clients.status === "loading" || !timeZone) && clients.status !== "error" && (
          <Stack gap="sm" aria-busy="true">
            <Text>{t("clients.loading")}</Text>
            <Skeleton height={96} radius="md" />
          </Stack>
        )}
        {clients.status === "ready" && timeZone && clients.list.total === 0 && (
          <EmptyState
            role="status"
            icon={IconUsers}
            message={query ? t("clients.noMatch", { query }) : t("clients.none")}
            action={
              query && (
                <Button variant="default" onClick={showAll}>
                  {t("clients.showAll")}
                </Button>
              )
            }
          />
        )}
        {clients.status === "ready" && timeZone && clients.list.total > 0 && (
          <>
            <Text role="status">
              {query
                ? t("clients.countMatching", { count: clients.list.total, query })
                : t("clients.count", { count: clients.list.total })}
              {query && (
                <>
                  {" "}
                  <Anchor component="button" type="button" onClick={showAll}>
                    {t("clients.showAll")}
                  </Anchor>
                </>
              )}
            </Text>
            <Stack component="ul" gap="sm" aria-label={t("clients.list")}>
              {clients.list.clients.map((client) => (
                <ClientCard key={client.id} client={client} timeZone={timeZone} onOpen={() => onOpen(client)} />
              ))}
            </Stack>
            {clients.list.total > clients.list.page_size && (
              <Pagination
                total={Math.ceil(clients.list.total / clients.list.page_size)}
                value={clients.list.page}
                onChange={onPage}
                {...paginationLabels}
              />
            )}
          </>
        )}
        {retention}
      </Stack>
    </Container>
  );
}
