import { IconDownload } from "@tabler/icons-react";
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { APPOINTMENT_SEARCH, type AppointmentSearchInput } from "#server/shared/appointment.schema.ts";
import { APPOINTMENT_STATUSES } from "#server/shared/services.ts";
import { useBusiness } from "#client/lib/business.ts";
import { useCommonT } from "#client/components/common-messages.ts";
import { useServiceName } from "#client/components/service-name.ts";
import { statusLabel } from "#client/components/StatusBadge.tsx";
import { useAppointmentsT } from "./appointments-messages";

export type SearchCriteria = Omit<AppointmentSearchInput, "page">;

type SearchValues = { q: string; status: string; service: string; from: string; to: string };
const EMPTY: SearchValues = { q: "", status: "", service: "", from: "", to: "" };

type AppointmentSearchBarProps = {
  /** Whether results of a search are showing (the Clear button then returns to the list). */
  active: boolean;
  onSearch: (criteria: SearchCriteria) => void;
  onClear: () => void;
  /** Issue 32: save what the filters as filled in find, as a CSV file. */
  onExport: (criteria: SearchCriteria) => void;
  /** The file is being made. */
  exporting?: boolean;
};

/** Only what was filled in: the criteria of a search or an export. */
function criteriaOf(values: SearchValues): SearchCriteria {
  return {
    ...(values.q.trim() && { q: values.q.trim() }),
    ...(values.status && { status: values.status as SearchCriteria["status"] }),
    ...(values.service && { service: values.service as SearchCriteria["service"] }),
    ...(values.from && { from: values.from }),
    ...(values.to && { to: values.to }),
  };
}

/** Finds appointments by client, status, service and dates, history included. */
export function AppointmentSearchBar({ active, onSearch, onClear, onExport, exporting = false }: AppointmentSearchBarProps) {
  const t = useAppointmentsT();
  const common = useCommonT();
  const serviceName = useServiceName();
  const { services } = useBusiness();
  const form = useForm<SearchValues>({ initialValues: EMPTY });
  // Bound here: a literal field name inside the markup reads as text to the translation lint.
  const inputs = {
    q: form.getInputProps("q"),
    status: form.getInputProps("status"),
    service: form.getInputProps("service"),
    from: form.getInputProps("from"),
    to: form.getInputProps("to"),
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" role="search" aria-label={t("search.label")}>
      <form
        onSubmit={form.onSubmit((values) => onSearch(criteriaOf(values)))}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <TextInput
            label={t("field.client")}
            placeholder={t("field.searchPlaceholder")}
            maxLength={APPOINTMENT_SEARCH.maxQueryLength}
            {...inputs.q}
          />
          <Select
            label={t("field.status")}
            data={[
              { value: "", label: t("search.anyStatus") },
              ...APPOINTMENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status, common) })),
            ]}
            allowDeselect={false}
            {...inputs.status}
          />
          <Select
            label={t("field.service")}
            data={[{ value: "", label: t("search.anyService") }, ...services.map(({ name }) => ({ value: name, label: serviceName(name) }))]}
            allowDeselect={false}
            {...inputs.service}
          />
          <TextInput type="date" label={t("search.from")} {...inputs.from} />
          <TextInput type="date" label={t("search.to")} {...inputs.to} />
        </SimpleGrid>
        <Group gap="xs" mt="sm">
          <Button type="submit">{t("search")}</Button>
          {active && (
            <Button
              variant="default"
              onClick={() => {
                form.reset();
                onClear();
              }}
            >
              {t("search.clear")}
            </Button>
          )}
          <Button
            variant="default"
            ml="auto"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={exporting}
            onClick={() => onExport(criteriaOf(form.getValues()))}
          >
            {t("export.button")}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
