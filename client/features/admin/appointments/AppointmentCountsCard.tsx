import { Alert, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import type { AppointmentCounts, StatusCounts } from "#server/shared/reports.schema.ts";
import { formatDateKey } from "#client/lib/business-time.ts";
import { useAppointmentsT } from "./appointments-messages";

export type AppointmentCountsState = { status: "loading" } | { status: "error" } | { status: "ready"; counts: AppointmentCounts };

/** The rows, in the order an owner reads them: what was booked, how it went, what fell through. */
const ROWS = [
  ["confirmed", "counts.confirmed"],
  ["completed", "counts.completed"],
  ["no_show", "counts.noShow"],
  ["cancelled", "counts.cancelled"],
  ["pending", "counts.pending"],
] as const satisfies readonly (readonly [keyof StatusCounts, string])[];

/** Statuses down, this week and this season across; named by `labelledBy` when there are several. */
function CountsTable({ week, season, labelledBy }: { week: StatusCounts; season: StatusCounts; labelledBy?: string }) {
  const t = useAppointmentsT();
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped verticalSpacing="xs" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("counts.status")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("counts.week")}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t("counts.season")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map(([status, label]) => (
            <Table.Tr key={status}>
              <Table.Th scope="row" fw={400}>
                {t(label)}
              </Table.Th>
              <Table.Td ta="right">{week[status]}</Table.Td>
              <Table.Td ta="right">{season[status]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The owner's table (issue 32, decision 0229): how many appointments of each status start this
 * week and this season, one column per stretch; then a small table per preparer (decision 0231).
 */
export function AppointmentCountsCard({ state }: { state: AppointmentCountsState }) {
  const t = useAppointmentsT();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="appointment-counts-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="appointment-counts-heading">
          {t("counts.title")}
        </Title>
        {state.status === "loading" && <Skeleton height={160} radius="sm" />}
        {state.status === "error" && (
          <Alert color="red" variant="light">
            {t("counts.failed")}
          </Alert>
        )}
        {state.status === "ready" && (
          <>
            <Text size="sm">
              {t("counts.intro", {
                from: formatDateKey(state.counts.week.from),
                to: formatDateKey(state.counts.week.to),
                year: state.counts.season.from.slice(0, 4),
              })}
            </Text>
            <CountsTable
              week={state.counts.week.counts}
              season={state.counts.season.counts}
              labelledBy={state.counts.preparers.length > 0 ? "appointment-counts-heading" : undefined}
            />
            {state.counts.preparers.map((preparer) => (
              <Stack key={preparer.id} gap={4}>
                <Title order={3} size="h5" id={`appointment-counts-preparer-${preparer.id}`}>
                  {preparer.name}
                </Title>
                <CountsTable week={preparer.week} season={preparer.season} labelledBy={`appointment-counts-preparer-${preparer.id}`} />
              </Stack>
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
