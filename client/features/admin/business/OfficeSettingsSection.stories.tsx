import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { OfficeSettingsView } from "#server/shared/office-settings.schema.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { OfficeSettingsSection } from "./OfficeSettingsSection";

/** A fresh install's: the environment's values, and the example sender. */
const FRESH: OfficeSettingsView = {
  cancel_cutoff_hours: 24,
  max_open_requests: 3,
  reminder_minutes_before: 1440,
  reviews_shown: true,
  staff_idle_minutes: 30,
  email_sender: { from: "Valley Tax Pros <hello@valleytaxpros.example>", from_env: false, placeholder: true },
};
/** An office that saved its own email. */
const OWN_EMAIL: OfficeSettingsView = {
  ...FRESH,
  cancel_cutoff_hours: 48,
  reviews_shown: false,
  email_sender: { from: "Sierra Tax Studio <office@sierratax.example>", from_env: false, placeholder: false },
};

const meta = {
  title: "Admin/Business/OfficeSettingsSection",
  component: OfficeSettingsSection,
  args: { settings: { status: "ready", settings: FRESH }, saving: false, message: null, onSave: fn(), sampleReviewsHref: "/admin/reviews" },
  parameters: { route: "/admin/business" },
} satisfies Meta<typeof OfficeSettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh install: the environment's values, and a warning that the emails come from the example address. */
export const Fresh: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Booking rules and emails" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Cancel or move online until/ })).toHaveValue("24");
    await expect(canvas.getByRole("combobox", { name: "Reminder email" })).toHaveValue("1 day before");
    await expect(canvas.getByText("Your emails come from the example address")).toBeVisible();
    await expect(canvas.getByText(/sent from Valley Tax Pros <hello@valleytaxpros.example>/)).toBeVisible();

    const cutoff = canvas.getByRole("textbox", { name: /Cancel or move online until/ });
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, "48");
    await userEvent.click(canvas.getByRole("combobox", { name: "Reminder email" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "2 hours before" }));
    await expect(canvas.getByText("Sample reviews are live on your home page")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Replace the samples" })).toHaveAttribute("href", "/admin/reviews");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Show the reviews on the home page" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        cancel_cutoff_hours: 48,
        max_open_requests: 3,
        reminder_minutes_before: 120,
        reviews_shown: false,
        staff_idle_minutes: 30,
      }),
    );
  },
};

/** A value out of range is named in the server's words, and nothing is sent. */
export const OutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const limit = canvas.getByRole("textbox", { name: /Upcoming appointments one client may hold/ });
    await userEvent.clear(limit);
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    await expect(canvas.getByText("The limit must be a whole number of appointments from 1 to 1,000.")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** An office that saved its own email and hid the sample reviews: no warnings; the sender is the profile's address. */
export const OwnEmail: Story = {
  args: { settings: { status: "ready", settings: OWN_EMAIL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "Show the reviews on the home page" })).not.toBeChecked();
    await expect(canvas.queryByText("Sample reviews are live on your home page")).toBeNull();
    await expect(canvas.getByText(/sent from Sierra Tax Studio <office@sierratax.example>/)).toBeVisible();
    await expect(canvas.getByText(/public email of your business profile/)).toBeVisible();
    await expect(canvas.queryByText("Your emails come from the example address")).toBeNull();
  },
};

/** The staff idle limit, chosen from the usual ones (decision 0245); a value the environment set stays among them. */
export const StaffIdleLimit: Story = {
  args: { settings: { status: "ready", settings: { ...FRESH, staff_idle_minutes: 45 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const idle = canvas.getByRole("combobox", { name: "Sign staff out when idle" });
    await expect(idle).toHaveValue("After 45 minutes unused");
    await userEvent.click(idle);
    await userEvent.click(await within(document.body).findByRole("option", { name: "After 15 minutes unused" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ staff_idle_minutes: 15 })));
  },
};

/** The reviews are shown, but none is a sample any more: no warning. */
export const OwnReviews: Story = {
  args: { sampleReviewsHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "Show the reviews on the home page" })).toBeChecked();
    await expect(canvas.queryByText("Sample reviews are live on your home page")).toBeNull();
  },
};

/** MAIL_FROM chooses the sender on the server, with a lead time that is not one of the usual ones. */
export const FromEnvironment: Story = {
  args: {
    settings: {
      status: "ready",
      settings: { ...FRESH, reminder_minutes_before: 90, email_sender: { from: "Front Desk <desk@sierratax.example>", from_env: true, placeholder: false } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("The server's MAIL_FROM setting chooses this address.")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Reminder email" })).toHaveValue("90 minutes before");
  },
};

/** The last save worked: said beside the button. */
export const Saved: Story = {
  args: { message: { kind: "success", text: "Settings saved." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Settings saved.")).toBeVisible();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Save settings" })).toHaveAttribute("data-loading", "true");
  },
};

export const Loading: Story = {
  args: { settings: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading the settings…")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { settings: { status: "error", message: "The settings could not be loaded. Please refresh the page." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The settings could not be loaded. Please refresh the page.")).toBeVisible();
  },
};

export const Phone: Story = { parameters: viewportParameters, globals: phoneGlobals };

/** In Spanish: the labels, the lead times and the warning. */
export const FreshSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Reglas de reserva y correos" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Correo de recordatorio" })).toHaveValue("1 día antes");
    await expect(canvas.getByText("Sus correos salen de la dirección de ejemplo")).toBeVisible();
  },
};
