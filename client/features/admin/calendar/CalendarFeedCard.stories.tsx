import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { CalendarFeedCard } from "./CalendarFeedCard";

const URL = "https://book.valleytaxpros.example/api/calendar/4-3q2-7hJdkS0x9bVt1mZpQwErTyUiOpAsDfGhJkLzXcV.ics";

const meta = {
  title: "Admin/CalendarFeedCard",
  component: CalendarFeedCard,
  args: { feed: { status: "ready", url: URL }, rotating: false, onRotate: fn() },
} satisfies Meta<typeof CalendarFeedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Calendar address")).toHaveValue(URL);
    // Each admin's own (decision 0180): the card says so, and that it dies with the admin role.
    await expect(canvas.getByText(/every admin has their own, and it stops working if your account is no longer an admin/)).toBeVisible();
  },
};

/** A preparer's own feed (decision 0231): only the appointments assigned to them. */
export const PreparersOwn: Story = {
  args: { own: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/the pending and confirmed appointments assigned to you on your phone/)).toBeVisible();
  },
};

export const PreparersOwnSpanish: Story = {
  args: { own: true },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/las citas pendientes y confirmadas que tiene asignadas/)).toBeVisible();
  },
};

/** Replacing the address is asked twice, since subscribed calendars stop updating; only this admin's address is replaced. */
export const ReplaceAddress: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Replace the address/ }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("your current address will stop updating; other admins' addresses keep working");
    await expect(args.onRotate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Yes, replace the address" }));
    await expect(args.onRotate).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { feed: { status: "loading" } } };

export const LoadError: Story = { args: { feed: { status: "error", message: "The calendar address could not be loaded." } } };

export const Phone: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The calendar feed in Spanish; replacing the address is still asked twice. */
export const ReplaceAddressSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Las citas en su aplicación de calendario" })).toBeVisible();
    await expect(canvas.getByLabelText("Dirección del calendario")).toHaveValue(URL);
    await expect(canvas.getByRole("button", { name: "Copiar la dirección" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reemplazar la dirección" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("las direcciones de los demás administradores siguen funcionando");
    await expect(canvas.getByRole("button", { name: "Conservar la dirección actual" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Sí, reemplazar la dirección" }));
    await expect(args.onRotate).toHaveBeenCalled();
  },
};
