import { Alert, Button, Container, Group, Pagination, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { AUDIT_ACTION_GROUPS, AUDIT_ACTOR_QUERY_MAX, type AuditActionGroup, type AuditEventPage } from "#server/shared/audit.schema.ts";
import { usePaginationLabels } from "#client/components/pagination-labels.ts";
import { formatDateTime } from "#client/lib/business-time.ts";
import { useActivityT } from "./activity-messages";
import { eventSentence } from "./activity-sentence";
import { AdminPageHeader } from "../common/AdminPageHeader";
import { ScrollingTable } from "#client/components/ScrollingTable.tsx";
import { IconHistory } from "@tabler/icons-react";
import { EmptyState } from "#client/components/EmptyState.tsx";
import { ActivityChanges } from "./ActivityChanges";
import { BreakableAddress } from "#client/components/BreakableAddress.tsx";
import utilities from "#client/design/utilities.module.css";

/** The page's filters, as the form holds them ("" for none). */
export type ActivityFilters = { kind: AuditActionGroup | ""; who: string; from: string; to: string };
export const NO_ACTIVITY_FILTERS: ActivityFilters = { kind: "", who: "", from: "", to: "" };

export type AdminActivityState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; page: AuditEventPage };

export type AdminActivityViewProps = {
  timeZone: string | null;
  activity: AdminActivityState;
  filters: ActivityFilters;
  onFiltersChange: (filters: ActivityFilters) => void;
  onPage: (page: number) => void;
  appointmentsHref: string;
};

/** The filters: what kind of action, who (part of a name, a key's name or an email), and business-local days. */
function ActivityFilterForm({ filters, onFiltersChange }: Pick<AdminActivityViewProps, "filters" | "onFiltersChange">) {
  const t = useActivityT();
  const form = useForm<ActivityFilters>({ initialValues: filters });
  // Bound here: a literal field name inside the markup reads as text to the translation lint.
  const inputs = {
    kind: form.getInputProps("kind"),
    who: form.getInputProps("who"),
    from: form.getInputProps("from"),
    to: form.getInputProps("to"),
  };
  const active = Object.values(filters).some(Boolean);
  return (
    <Paper withBorder radius="md" p="md" component="section" role="search" aria-label={t("filters")}>
      <form onSubmit={form.onSubmit((values) => onFiltersChange({ ...values, who: values.who.trim() }))}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <Select
            label={t("filter.kind")}
            data={[{ value: "", label: t("kind.all") }, ...AUDIT_ACTION_GROUPS.map((group) => ({ value: group, label: t(`kind.${group}`) }))]}
            allowDeselect={false}
            {...inputs.kind}
          />
          <TextInput label={t("filter.who")} placeholder={t("filter.whoPlaceholder")} maxLength={AUDIT_ACTOR_QUERY_MAX} {...inputs.who} />
          <TextInput type="date" label={t("filter.from")} {...inputs.from} />
          <TextInput type="date" label={t("filter.to")} {...inputs.to} />
        </SimpleGrid>
        <Group gap="xs" mt="sm">
          <Button type="submit">{t("filter.apply")}</Button>
          {active && (
            <Button
              variant="default"
              onClick={() => {
                form.setValues(NO_ACTIVITY_FILTERS);
                onFiltersChange(NO_ACTIVITY_FILTERS);
              }}
            >
              {t("filter.clear")}
            </Button>
          )}
        </Group>
      </form>
    </Paper>
  );
}

/** /admin/activity: the audit trail, newest first, as sentences, filtered and a page at a time. */
export function AdminActivityView({ timeZone, activity, filters, onFiltersChange, onPage, appointmentsHref }: AdminActivityViewProps) {
  const t = useActivityT();
  const paginationLabels = usePaginationLabels();
  return (
    <Container py="xl">
      <Stack gap="lg">
        <AdminPageHeader title={t("title")} homeHref={appointmentsHref} />
        <Text>{t("intro")}</Text>
        <ActivityFilterForm filters={filters} onFiltersChange={onFiltersChange} />
        {activity.status === "error" && (
          <Alert color="red" variant="light">
            {activity.message}
          </Alert>
        )}
        {(activity.status === "loading" || !timeZone) && activity.status !== "error" && (
          <Stack gap="sm" aria-busy="true">
            <Text>{t("loading")}</Text>
            <Skeleton height={160} radius="md" />
          </Stack>
        )}
        {activity.status === "ready" && timeZone && activity.page.total === 0 && (
          <EmptyState
            role="status"
            icon={IconHistory}
            message={t("empty")}
            action={Object.values(filters).some(Boolean) && <Text size="sm">{t("empty.hint")}</Text>}
          />
        )}
        {activity.status === "ready" && timeZone && activity.page.total > 0 && (
          <>
            <Text role="status">{t("count", { total: activity.page.total })}</Text>
            <ScrollingTable
              label={t("tableLabel")}
              minWidth={720}
              columns={[t("column.when"), t("column.what"), t("column.address")]}
            >
              {activity.page.events.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td className={utilities.noWrap}>{formatDateTime(event.at, timeZone)}</Table.Td>
                  <Table.Td>
                    {eventSentence(event, t, timeZone)}
                    <ActivityChanges event={event} timeZone={timeZone} t={t} />
                  </Table.Td>
                  <Table.Td>
                    <BreakableAddress>{event.ip ?? "—"}</BreakableAddress>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ScrollingTable>
            {activity.page.total > activity.page.page_size && (
              <Pagination
                total={Math.ceil(activity.page.total / activity.page.page_size)}
                value={activity.page.page}
                onChange={onPage}
                {...paginationLabels}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
