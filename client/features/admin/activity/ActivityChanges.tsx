import { Button, Table, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { useId } from "react";
import type { AuditEvent } from "#server/shared/audit.schema.ts";
import { formatDateTime } from "#client/lib/business-time.ts";
import type { ActivityT } from "./activity-messages";
import classes from "./ActivityChanges.module.css";

/** One changed field as stored: its name, and its value before and after (absent when it had none). */
export type FieldChange = { field: string; before: unknown; after: unknown };

/** The fields an event's before and after name, in the order they were written, each once. */
export function fieldChanges(event: Pick<AuditEvent, "before" | "after">): FieldChange[] {
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  return fields.map((field) => ({ field, before: event.before?.[field], after: event.after?.[field] }));
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A stored value as text: an instant in business time, "—" for none, lists and objects as JSON. */
export function valueText(value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return INSTANT.test(value) ? formatDateTime(value, timeZone) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/**
 * An event's stored before and after values, shown on demand under its sentence (issue 30
 * item 9): a disclosure button that says whether it is open, and the table only while it is.
 */
export function ActivityChanges({ event, timeZone, t }: { event: AuditEvent; timeZone: string; t: ActivityT }) {
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  const changes = fieldChanges(event);
  if (changes.length === 0) return null;
  return (
    <div className={classes.disclosure}>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        aria-expanded={opened}
        aria-controls={opened ? id : undefined}
        rightSection={<IconChevronDown size={14} aria-hidden className={classes.chevron} data-opened={opened || undefined} />}
        onClick={toggle}
      >
        {t("changes.show", { count: changes.length })}
      </Button>
      {opened && (
        <Table id={id} className={classes.table} withTableBorder verticalSpacing={4} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("changes.field")}</Table.Th>
              <Table.Th scope="col">{t("changes.before")}</Table.Th>
              <Table.Th scope="col">{t("changes.after")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.field}>
                <Table.Th scope="row">
                  <Text component="code" ff="monospace" fz="sm">
                    {change.field}
                  </Text>
                </Table.Th>
                <Table.Td className={classes.value}>{valueText(change.before, timeZone)}</Table.Td>
                <Table.Td className={classes.value}>{valueText(change.after, timeZone)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
