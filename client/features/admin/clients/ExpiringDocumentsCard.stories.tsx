import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_TIME_ZONE } from "../common/admin.fixtures";
import { ExpiringDocumentsCard } from "./ExpiringDocumentsCard";
import { STORY_EXPIRING } from "./expiring.fixtures";

const meta = {
  title: "Admin/ExpiringDocumentsCard",
  component: ExpiringDocumentsCard,
  parameters: viewportParameters,
  args: {
    documents: { status: "ready", documents: STORY_EXPIRING },
    timeZone: STORY_TIME_ZONE,
    keepingId: null,
    message: null,
    onKeep: fn(),
  },
} satisfies Meta<typeof ExpiringDocumentsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's list (decision 0254): who, when, which file and the day it goes; "Keep" saves one. */
export const WithRows: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Documents to be deleted soon" })).toBeVisible();
    await expect(canvas.getByText("Clients' documents are deleted two years after their appointment unless you keep them.")).toBeVisible();
    const rows = canvas.getAllByRole("row");
    await expect(within(rows[0] as HTMLElement).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Client",
      "Appointment",
      "File",
      "Deleted on",
      "Actions",
    ]);
    await expect(within(rows[1] as HTMLElement).getAllByRole("cell").slice(0, 4).map((cell) => cell.textContent)).toEqual([
      "Maria Gonzalez",
      "Tue, Mar 12, 2024, 10:00 AM",
      "W-2 Central Valley Growers.pdf",
      "Thursday, March 12, 2026",
    ]);
    await userEvent.click(canvas.getByRole("button", { name: "Keep drivers-license.jpg of Maria Gonzalez" }));
    await expect(args.onKeep).toHaveBeenCalledWith(STORY_EXPIRING[1]);
  },
};

/** One "Keep" running: the others wait. */
export const Keeping: Story = {
  args: { keepingId: STORY_EXPIRING[0]?.id ?? null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Keep drivers-license.jpg of Maria Gonzalez" })).toBeDisabled();
  },
};

export const Kept: Story = {
  args: { documents: { status: "ready", documents: STORY_EXPIRING.slice(1) }, message: { kind: "success", text: "W-2 Central Valley Growers.pdf is kept: it will not be deleted." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("is kept: it will not be deleted.");
  },
};

export const Empty: Story = {
  args: { documents: { status: "ready", documents: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nothing is due for deletion in the next 30 days.")).toBeVisible();
    await expect(within(canvasElement).queryByRole("table")).toBeNull();
  },
};

export const Loading: Story = { args: { documents: { status: "loading" } } };

export const LoadFailed: Story = {
  args: { documents: { status: "error", message: "The documents to be deleted could not be loaded. Please try again." } },
};

export const Phone: Story = { globals: phoneGlobals };

export const WithRowsSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Documentos que se eliminarán pronto" })).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "Se elimina el" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Conservar drivers-license.jpg de Maria Gonzalez" })).toBeVisible();
  },
};

export const EmptySpanish: Story = {
  ...Empty,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No hay nada que se vaya a eliminar en los próximos 30 días.")).toBeVisible();
  },
};
