import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_COMPLETED, STORY_CONFIRMED, STORY_NOW, STORY_PENDING, STORY_STARTED, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { CalendarFeedCard } from "../calendar/CalendarFeedCard";
import { AssignedAppointmentsView } from "./AssignedAppointmentsView";
import { STORY_FOLDER, STORY_INTAKE_UNANSWERED } from "./documents/documents.fixtures";
import { intakeReaders, signedInAs } from "./documents/story-folder";

/** A preparer's admin home (decision 0231): Ana's two appointments. */
const ANA = { id: 7, name: "Ana Reyes, EA" };
const ASSIGNED = [
  { ...STORY_PENDING, preparer: ANA },
  { ...STORY_CONFIRMED, preparer: ANA },
];

const meta = {
  title: "Screens/Admin/Preparer's appointments",
  component: AssignedAppointmentsView,
  parameters: { layout: "fullscreen", route: "/admin", ...viewportParameters },
  args: {
    timeZone: STORY_TIME_ZONE,
    appointments: { status: "ready", appointments: ASSIGNED },
    onConfirm: fn(),
    onNote: fn(),
    onOutcome: fn(),
    busyId: null,
    now: STORY_NOW,
  },
} satisfies Meta<typeof AssignedAppointmentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Your appointments" })).toBeInTheDocument();
    const items = within(canvas.getByRole("list", { name: "Your appointments" })).getAllByRole("listitem");
    await expect(items.map((item) => within(item).getByRole("heading", { level: 2 }).textContent)).toEqual([
      STORY_PENDING.client_name,
      STORY_CONFIRMED.client_name,
    ]);
    await expect(within(items[1] as HTMLElement).getByText("Thu, Mar 5, 2026, 1:00 PM")).toBeInTheDocument();
    await expect(within(items[0] as HTMLElement).getByRole("link", { name: STORY_PENDING.client_email as string })).toBeInTheDocument();
  },
};

/** Decision 0236: a preparer confirms their own pending request and keeps the private note; a confirmed one offers only the note. */
export const ConfirmAndNote: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = within(canvas.getByRole("group", { name: `Actions for ${STORY_PENDING.client_name}` }));
    await userEvent.click(pending.getByRole("button", { name: "Confirm" }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: STORY_PENDING.id }));
    const confirmed = within(canvas.getByRole("group", { name: `Actions for ${STORY_CONFIRMED.client_name}` }));
    await expect(confirmed.queryByRole("button", { name: "Confirm" })).toBeNull();
    await userEvent.click(confirmed.getByRole("button", { name: /note/i }));
    await expect(args.onNote).toHaveBeenCalledWith(expect.objectContaining({ id: STORY_CONFIRMED.id }));
  },
};

export const Confirming: Story = { args: { busyId: STORY_PENDING.id } };

/** Decision 0236: once their confirmed appointment has started, the preparer says how it went; a marked one can be corrected. */
export const MarkHowItWent: Story = {
  args: {
    appointments: {
      status: "ready",
      appointments: [
        { ...STORY_STARTED, preparer: ANA },
        { ...STORY_COMPLETED, preparer: ANA },
        { ...STORY_CONFIRMED, preparer: ANA },
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const started = within(canvas.getByRole("group", { name: `Actions for ${STORY_STARTED.client_name}` }));
    await userEvent.click(started.getByRole("button", { name: "Mark no-show" }));
    await expect(args.onOutcome).toHaveBeenCalledWith(expect.objectContaining({ id: STORY_STARTED.id }), "no_show");
    const completed = within(canvas.getByRole("group", { name: `Actions for ${STORY_COMPLETED.client_name}` }));
    await expect(completed.getByRole("button", { name: "Mark completed" })).toBeDisabled();
    await expect(completed.getByRole("button", { name: "Mark no-show" })).toBeEnabled();
    // Not started yet: nothing to mark.
    const later = within(canvas.getByRole("group", { name: `Actions for ${STORY_CONFIRMED.client_name}` }));
    await expect(later.queryByRole("button", { name: "Mark completed" })).toBeNull();
  },
};

/** The same in Spanish. */
export const MarkHowItWentSpanish: Story = {
  args: MarkHowItWent.args,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const started = within(canvas.getByRole("group", { name: new RegExp(STORY_STARTED.client_name) }));
    await expect(started.getByRole("button", { name: "Marcar inasistencia" })).toBeEnabled();
  },
};

export const Mobile: Story = { globals: phoneGlobals };

/** With the preparer's own calendar feed under the list, and the message of its new address. */
export const WithCalendarFeed: Story = {
  args: {
    calendarFeed: (
      <CalendarFeedCard feed={{ status: "ready", url: "https://book.valleytaxpros.example/api/calendar/7-story.ics" }} rotating={false} onRotate={fn()} own />
    ),
    message: { kind: "success", text: "The calendar address is replaced. Subscribe to the new one; the old one no longer works." },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("The calendar address is replaced.");
    await expect(canvas.getByLabelText("Calendar address")).toHaveValue("https://book.valleytaxpros.example/api/calendar/7-story.ics");
  },
};

export const Loading: Story = { args: { appointments: { status: "loading" } } };

export const Empty: Story = {
  args: { appointments: { status: "ready", appointments: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No appointments are assigned to you yet.")).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { appointments: { status: "error", message: "Your appointments could not be loaded. Please reload the page." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Your appointments could not be loaded. Please reload the page.")).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Sus citas" })).toBeInTheDocument();
    await expect(canvas.getByText("Pendiente")).toBeInTheDocument();
  },
};

export const EmptySpanish: Story = {
  ...Empty,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Todavía no tiene citas asignadas.")).toBeInTheDocument();
  },
};

/**
 * Decision 0254: a preparer opens one of their appointments in place to its client's intake answers
 * and documents, read only once opened; without the owner's retention switch.
 */
export const AnswersAndDocuments: Story = {
  decorators: [signedInAs("preparer", { [STORY_CONFIRMED.id]: { intake: STORY_INTAKE_UNANSWERED, folder: STORY_FOLDER } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: `Answers and documents of ${STORY_CONFIRMED.client_name}` });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(intakeReaders(STORY_CONFIRMED.id)).toBe(0);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(intakeReaders(STORY_CONFIRMED.id)).toBeGreaterThan(0);
    const item = within(canvas.getAllByRole("listitem").find((each) => each.textContent?.startsWith(STORY_CONFIRMED.client_name)) as HTMLElement);
    await expect(item.getByRole("heading", { level: 3, name: "Intake answers" })).toBeVisible();
    await expect(item.getByText("Not answered yet")).toBeVisible();
    await expect(item.getByRole("button", { name: "Download W-2 Central Valley Growers.pdf" })).toBeVisible();
    await expect(item.queryByRole("switch")).toBeNull();
    await userEvent.click(toggle);
    await expect(item.queryByRole("heading", { name: "Intake answers" })).toBeNull();
  },
};

export const AnswersAndDocumentsSpanish: Story = {
  decorators: AnswersAndDocuments.decorators,
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: `Respuestas y documentos de ${STORY_CONFIRMED.client_name}` }));
    await expect(canvas.getByRole("heading", { level: 3, name: "Documentos" })).toBeVisible();
    await expect(canvas.getByText("Todavía sin responder")).toBeVisible();
  },
};
