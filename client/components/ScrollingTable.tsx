import { Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The admin pages' striped table, which a phone scrolls sideways. The scrolling region takes
 * the keyboard's focus and has a name, so it can be scrolled without a mouse whatever its rows
 * hold (axe: scrollable-region-focusable).
 */
export function ScrollingTable({
  label,
  minWidth,
  columns,
  actionsLabel,
  children,
}: {
  /** The region's accessible name. */
  label: string;
  minWidth: number;
  columns: string[];
  /** A last column of buttons, named for screen readers only. */
  actionsLabel?: string;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": label } }}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th scope="col" key={column}>
                {column}
              </Table.Th>
            ))}
            {actionsLabel && (
              <Table.Th scope="col">
                <VisuallyHidden>{actionsLabel}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
