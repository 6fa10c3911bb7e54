import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import type { AppointmentCounts } from "#server/shared/reports.schema.ts";
import { AppointmentCountsCard } from "./AppointmentCountsCard";

/** A March week in tax season, and the season so far. */
const COUNTS: AppointmentCounts = {
  today: "2026-03-04",
  week: { from: "2026-03-02", to: "2026-03-08", counts: { pending: 3, confirmed: 14, completed: 9, no_show: 2, cancelled: 1 } },
  season: { from: "2026-01-01", to: "2026-12-31", counts: { pending: 5, confirmed: 41, completed: 212, no_show: 17, cancelled: 23 } },
  preparers: [],
};

/** The same office with two preparers (decision 0231): a small table for each under the office's. */
const WITH_PREPARERS: AppointmentCounts = {
  ...COUNTS,
  preparers: [
    {
      id: 7,
      name: "Ana Reyes, EA",
      week: { pending: 2, confirmed: 8, completed: 5, no_show: 1, cancelled: 0 },
      season: { pending: 3, confirmed: 25, completed: 130, no_show: 9, cancelled: 12 },
    },
    {
      id: 9,
      name: "Ben Ortiz, CPA",
      week: { pending: 1, confirmed: 6, completed: 4, no_show: 1, cancelled: 1 },
      season: { pending: 2, confirmed: 16, completed: 82, no_show: 8, cancelled: 11 },
    },
  ],
};

const meta = {
  title: "Admin/AppointmentCountsCard",
  component: AppointmentCountsCard,
  args: { state: { status: "ready", counts: COUNTS } },
} satisfies Meta<typeof AppointmentCountsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Appointments at a glance" })).toBeInTheDocument();
    const noShows = canvas.getByRole("row", { name: /^No-shows/ });
    await expect(within(noShows).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["2", "17"]);
    await expect(canvas.getByText(/this week is Monday, March 2, 2026 to Sunday, March 8, 2026; this season is the year 2026\./)).toBeInTheDocument();
  },
};

export const PerPreparer: Story = {
  args: { state: { status: "ready", counts: WITH_PREPARERS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("table")).toHaveLength(3);
    const ben = canvas.getByRole("table", { name: "Ben Ortiz, CPA" });
    const noShows = within(ben).getByRole("row", { name: /^No-shows/ });
    await expect(within(noShows).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["1", "8"]);
    await expect(canvas.getByRole("table", { name: "Appointments at a glance" })).toBeInTheDocument();
  },
};

export const PerPreparerSpanish: Story = { ...PerPreparer, globals: { lang: "es" }, play: undefined };

export const Loading: Story = { args: { state: { status: "loading" } } };

export const LoadFailed: Story = {
  args: { state: { status: "error" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The counts could not be loaded.")).toBeInTheDocument();
  },
};

export const Phone: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Resumen de citas" })).toBeInTheDocument();
    await expect(within(canvas.getByRole("row", { name: /^Inasistencias/ })).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["2", "17"]);
    await expect(canvas.getByRole("columnheader", { name: "Esta temporada" })).toBeInTheDocument();
  },
};
