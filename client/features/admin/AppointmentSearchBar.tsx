import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { APPOINTMENT_SEARCH, type AppointmentSearchInput } from "../../../server/shared/appointment.schema";
import { SERVICE_NAMES } from "../../../server/shared/services";

export type SearchCriteria = Omit<AppointmentSearchInput, "page">;

type SearchValues = { q: string; status: string; service: string; from: string; to: string };
const EMPTY: SearchValues = { q: "", status: "", service: "", from: "", to: "" };

type AppointmentSearchBarProps = {
  /** Whether results of a search are showing (the Clear button then returns to the list). */
  active: boolean;
  onSearch: (criteria: SearchCriteria) => void;
  onClear: () => void;
};

/** Finds appointments by client, status, service and dates, history included. */
export function AppointmentSearchBar({ active, onSearch, onClear }: AppointmentSearchBarProps) {
  const form = useForm<SearchValues>({ initialValues: EMPTY });
  return (
    <Paper withBorder radius="md" p="md" component="section" role="search" aria-label="Find appointments">
      <form
        onSubmit={form.onSubmit((values) => {
          const criteria: SearchCriteria = {
            ...(values.q.trim() && { q: values.q.trim() }),
            ...(values.status && { status: values.status as SearchCriteria["status"] }),
            ...(values.service && { service: values.service as SearchCriteria["service"] }),
            ...(values.from && { from: values.from }),
            ...(values.to && { to: values.to }),
          };
          onSearch(criteria);
        })}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <TextInput
            label="Client"
            placeholder="Name, email or phone"
            maxLength={APPOINTMENT_SEARCH.maxQueryLength}
            {...form.getInputProps("q")}
          />
          <Select
            label="Status"
            data={[
              { value: "", label: "Any status" },
              { value: "pending", label: "Pending" },
              { value: "confirmed", label: "Confirmed" },
              { value: "cancelled", label: "Cancelled" },
            ]}
            allowDeselect={false}
            {...form.getInputProps("status")}
          />
          <Select
            label="Service"
            data={[{ value: "", label: "Any service" }, ...SERVICE_NAMES.map((name) => ({ value: name, label: name }))]}
            allowDeselect={false}
            {...form.getInputProps("service")}
          />
          <TextInput type="date" label="From" {...form.getInputProps("from")} />
          <TextInput type="date" label="To" {...form.getInputProps("to")} />
        </SimpleGrid>
        <Group gap="xs" mt="sm">
          <Button type="submit">Search</Button>
          {active && (
            <Button
              variant="default"
              onClick={() => {
                form.reset();
                onClear();
              }}
            >
              Clear search
            </Button>
          )}
        </Group>
      </form>
    </Paper>
  );
}
