import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_BLOCKED_TIMES, STORY_HOLIDAYS, STORY_HOURS, STORY_TIME_ZONE, STORY_TODAY } from "../common/admin.fixtures";
import { BlockedTimesView } from "./BlockedTimesView";
import { HoursExceptions } from "./HoursExceptions";
import { OpeningHoursForm } from "./OpeningHoursForm";

/** The page as admins see it: the hours and their exceptions above the blocked periods. */
const hoursSection = (
  <>
    <OpeningHoursForm hours={STORY_HOURS} timeZone={STORY_TIME_ZONE} onSave={fn(async () => true)} saving={false} />
    <HoursExceptions
      exceptions={STORY_HOURS.exceptions}
      holidays={{ status: "ready", holidays: STORY_HOLIDAYS }}
      today={STORY_TODAY}
      onSave={fn(async () => true)}
      onRemove={fn()}
      busyDate={null}
    />
  </>
);

const meta = {
  title: "Screens/AdminAvailability",
  component: BlockedTimesView,
  parameters: { layout: "fullscreen", route: "/admin/availability" },
  args: {
    timeZone: STORY_TIME_ZONE,
    blockedTimes: { status: "ready", blockedTimes: STORY_BLOCKED_TIMES },
    message: null,
    onCreate: fn(async () => true),
    creating: false,
    onDelete: fn(),
    deletingId: null,
    appointmentsHref: "/admin",
  },
} satisfies Meta<typeof BlockedTimesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Manage Availability" })).toBeInTheDocument();
    await expect(within(canvas.getByRole("list", { name: "Blocked periods" })).getAllByRole("listitem")).toHaveLength(2);
  },
};

export const WithOpeningHours: Story = {
  args: { hoursSection, message: { kind: "success", text: "Closed on Thursday, November 26, 2026." } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Opening hours" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Closures and special hours" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Blocked periods" })).toBeInTheDocument();
  },
};

export const WithOpeningHoursPhone: Story = {
  args: { hoursSection },
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = { args: { blockedTimes: { status: "loading" } } };

export const Empty: Story = {
  args: { blockedTimes: { status: "ready", blockedTimes: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.blockedTimes.empty)).toBeInTheDocument();
    await expect(within(canvasElement).getByText("Use the form above to close the office for a holiday or a day off.")).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { blockedTimes: { status: "error", message: MESSAGES.blockedTimes.loadFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.blockedTimes.loadFailed)).toBeInTheDocument();
  },
};

export const Added: Story = {
  args: { message: { kind: "success", text: "Blocked period added. It overlaps 1 active appointment, which stays booked." } },
};

export const AddFailed: Story = {
  args: { message: { kind: "error", text: MESSAGES.blockedTimes.addFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(MESSAGES.blockedTimes.addFailed);
  },
};

export const DeleteFailed: Story = {
  args: { message: { kind: "error", text: MESSAGES.blockedTimes.deleteFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(MESSAGES.blockedTimes.deleteFailed);
  },
};

export const Mobile: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Deleted: Story = { args: { message: { kind: "success", text: "Blocked period deleted." } } };

/** The whole page in Spanish: its heading, the way back, and each section's heading. */
export const WithOpeningHoursSpanish: Story = {
  args: { hoursSection, message: { kind: "success", text: "Periodo bloqueado eliminado." } },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Administrar disponibilidad" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Inicio de administración" })).toHaveAttribute("href", "/admin");
    await expect(canvas.getByRole("heading", { level: 2, name: "Horario de atención" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Cierres y horarios especiales" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Bloquear un periodo de tiempo" })).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Periodos bloqueados" })).toBeInTheDocument();
    await expect(within(canvas.getByRole("list", { name: "Periodos bloqueados" })).getAllByRole("listitem")).toHaveLength(2);
  },
};

/** No blocked periods, in Spanish: the spec's sentence. */
export const EmptySpanish: Story = {
  args: { blockedTimes: { status: "ready", blockedTimes: [] } },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No hay periodos bloqueados.")).toBeInTheDocument();
  },
};
