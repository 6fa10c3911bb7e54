import { Button, Text } from "@mantine/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { IconCalendarOff, IconInbox } from "@tabler/icons-react";
import { expect, within } from "storybook/test";
import { EmptyState } from "./EmptyState";
import { phoneGlobals } from "./story-viewports";

const meta = {
  title: "Components/EmptyState",
  component: EmptyState,
  args: {
    icon: IconCalendarOff,
    message: "You have no appointments scheduled.",
    action: (
      <Button component="a" href="/book">
        Book your first appointment
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon, the sentence and the next action; the icon is hidden from assistive technology. */
export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You have no appointments scheduled.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Book your first appointment" })).toHaveAttribute("href", "/book");
    await expect(canvasElement.querySelector("svg")?.closest("[aria-hidden='true']")).not.toBeNull();
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};

/** Nothing to press: a hint says what to do. */
export const WithHint: Story = {
  args: {
    icon: IconInbox,
    message: "No unread messages. New messages from the contact form appear here.",
    action: (
      <Text size="sm">
        Messages you have read are under Read.
      </Text>
    ),
  },
};

/** Inside a card or dialog. */
export const Small: Story = { args: { size: "sm", action: undefined, message: "No API keys yet." } };

export const Phone: Story = { globals: phoneGlobals };

/** A list emptied by a filter announces itself. */
export const AsStatus: Story = {
  args: { role: "status", action: undefined, message: "No activity matches." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("No activity matches.");
  },
};

/** In Spanish, as a Spanish page passes it its sentence and action. */
export const Spanish: Story = {
  globals: { lang: "es" },
  args: {
    message: "No tiene citas programadas.",
    action: (
      <Button component="a" href="/book">
        Reserve su primera cita
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Reserve su primera cita" })).toBeVisible();
  },
};
