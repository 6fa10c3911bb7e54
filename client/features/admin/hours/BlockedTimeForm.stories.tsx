import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { STORY_TIME_ZONE } from "../common/admin.fixtures";
import { BlockedTimeForm } from "./BlockedTimeForm";

const meta = {
  title: "Admin/BlockedTimeForm",
  component: BlockedTimeForm,
  args: { timeZone: STORY_TIME_ZONE, onSubmit: fn(async () => true), submitting: false },
} satisfies Meta<typeof BlockedTimeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** datetime-local inputs take their value as "YYYY-MM-DDTHH:mm" typed in one go. */
async function fill(canvas: Canvas, start: string, end: string, reason = "") {
  if (start) await userEvent.type(canvas.getByLabelText(MESSAGES.blockedTimes.startLabel, { exact: false }), start);
  if (end) await userEvent.type(canvas.getByLabelText(MESSAGES.blockedTimes.endLabel, { exact: false }), end);
  if (reason) await userEvent.type(canvas.getByLabelText(MESSAGES.blockedTimes.reasonLabel, { exact: false }), reason);
  await userEvent.click(canvas.getByRole("button", { name: "Add Blocked Time" }));
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Times are Pacific Time/)).toBeInTheDocument();
    await fill(canvas, "2026-03-09T09:00", "2026-03-09T13:00", "Staff training");
    await expect(args.onSubmit).toHaveBeenCalledWith({
      start_time: "2026-03-09T09:00",
      end_time: "2026-03-09T13:00",
      reason: "Staff training",
    });
    // Saved: the form is ready for the next period.
    await waitFor(() =>
      expect(canvas.getByLabelText(MESSAGES.blockedTimes.reasonLabel, { exact: false })).toHaveValue(""),
    );
  },
};

export const NoReason: Story = {
  play: async ({ args, canvasElement }) => {
    await fill(within(canvasElement), "2026-03-09T09:00", "2026-03-09T13:00");
    await expect(args.onSubmit).toHaveBeenCalledWith({
      start_time: "2026-03-09T09:00",
      end_time: "2026-03-09T13:00",
      reason: null,
    });
  },
};

export const TimesRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "2026-03-09T09:00", "");
    await expect(canvas.getByRole("alert")).toHaveTextContent(MESSAGES.blockedTimes.startEndRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EndBeforeStart: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "2026-03-09T13:00", "2026-03-09T09:00");
    await expect(canvas.getByRole("alert")).toHaveTextContent(MESSAGES.blockedTimes.endAfterStart);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The reason field stops at 255 characters (docs/product.md §5). */
export const ReasonLimit: Story = {
  play: async ({ canvasElement }) => {
    const reason = within(canvasElement).getByLabelText(MESSAGES.blockedTimes.reasonLabel, { exact: false });
    await expect(reason).toHaveAttribute("maxlength", "255");
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** In Spanish: the heading, the zone note, the spec's labels and its check, then a period sent. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Bloquear un periodo de tiempo" })).toBeVisible();
    await expect(canvas.getByText(/Las horas se indican en hora del Pacífico/)).toBeInTheDocument();
    const submit = canvas.getByRole("button", { name: "Agregar periodo bloqueado" });
    await userEvent.click(submit);
    await expect(canvas.getByRole("alert")).toHaveTextContent("La hora de inicio y la de fin son obligatorias.");
    await userEvent.type(canvas.getByLabelText("Hora de inicio", { exact: false }), "2026-03-09T09:00");
    await userEvent.type(canvas.getByLabelText("Hora de fin", { exact: false }), "2026-03-09T13:00");
    await expect(canvas.getByText("Opcional, hasta 255 caracteres")).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText("Motivo", { exact: false }), "Capacitación del personal");
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      start_time: "2026-03-09T09:00",
      end_time: "2026-03-09T13:00",
      reason: "Capacitación del personal",
    });
  },
};

const TEAM = [
  { id: 7, name: "Ana Reyes, EA" },
  { id: 9, name: "Ben Ortiz, CPA" },
];

/** With two preparers (decision 0233): the period can be one preparer's time off; the whole office is the default. */
export const TimeOffForOnePreparer: Story = {
  args: { preparers: TEAM },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const who = canvas.getByRole("combobox", { name: "Who is away" });
    await expect(who).toHaveValue("The whole office");
    await userEvent.click(who);
    await userEvent.click(await screen.findByRole("option", { name: "Ben Ortiz, CPA" }));
    await fill(canvas, "2026-03-09T09:00", "2026-03-09T13:00", "Dentist");
    await expect(args.onSubmit).toHaveBeenCalledWith({
      start_time: "2026-03-09T09:00",
      end_time: "2026-03-09T13:00",
      reason: "Dentist",
      preparer_id: 9,
    });
    // Saved: the next period starts from the whole office again.
    await waitFor(() => expect(who).toHaveValue("The whole office"));
  },
};

/** One preparer: nothing to choose, the form is the office's as before. */
export const OnePreparer: Story = {
  args: { preparers: TEAM.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("combobox", { name: "Who is away" })).toBeNull();
  },
};

export const TimeOffForOnePreparerSpanish: Story = {
  args: { preparers: TEAM },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Quién no está" })).toHaveValue("Toda la oficina");
    await expect(canvas.getByText(/los clientes aún pueden reservar con los demás/)).toBeInTheDocument();
  },
};
