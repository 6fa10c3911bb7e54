import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { emailElement } from "./email-element";
import { SAMPLE_CONTEXT, SAMPLE_EMAILS } from "./email-fixtures";
import type { EmailKind } from "./email-payloads";
import { EmailPreview } from "./EmailPreview";
import { emailSubject } from "./subjects";

/** Every email the site sends, rendered by the same code as the server's (render-email.ts). */
/** `stillPending`: the rescheduled email of a request moved before it was confirmed. */
function EmailStory({ kind, stillPending = false }: { kind: EmailKind; stillPending?: boolean }) {
  const sample = SAMPLE_EMAILS[kind];
  const { facts } = sample;
  const payload = stillPending && sample.payload.kind === "client.appointment-rescheduled" ? { ...sample.payload, stillPending } : sample.payload;
  return (
    <EmailPreview
      email={emailElement(payload, SAMPLE_CONTEXT, facts)}
      subject={emailSubject(payload, SAMPLE_CONTEXT.timeZone, SAMPLE_CONTEXT.business.name)}
    />
  );
}

const meta = {
  title: "Emails/All",
  component: EmailStory,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof EmailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame holds the rendered email with the business's details and the time with its zone. */
const rendersWith = (...texts: string[]): Story["play"] => async ({ canvasElement }) => {
  const frame = (await within(canvasElement).findByTitle(/^Email: /, {}, { timeout: 5000 })) as HTMLIFrameElement;
  await waitFor(() => expect(frame.srcdoc).toContain("Valley Tax Pros"));
  for (const text of texts) await expect(frame.srcdoc).toContain(text);
};

export const OfficeAppointmentRequested: Story = {
  args: { kind: "office.appointment-requested" },
  play: rendersWith("New appointment request", "Tuesday, March 3, 2026, 10:00 AM PST", "Review in Admin"),
};
export const OfficeAppointmentCancelled: Story = {
  args: { kind: "office.appointment-cancelled" },
  play: rendersWith("Appointment cancelled by the client", "Rosa Mart", "My W-2 has not arrived yet"),
};
export const OfficeAppointmentCancelledDark: Story = {
  args: { kind: "office.appointment-cancelled" },
  globals: { theme: "dark" },
};
export const OfficeContactMessage: Story = {
  args: { kind: "office.contact-message" },
  play: rendersWith("New message from the website", "1099-K"),
};
export const ClientAppointmentReceived: Story = {
  args: { kind: "client.appointment-received" },
  play: rendersWith("We received your request"),
};
export const ClientAppointmentConfirmed: Story = {
  args: { kind: "client.appointment-confirmed" },
  play: rendersWith("Your appointment is confirmed", "Add to Google Calendar", "Download calendar file (.ics)"),
};
export const ClientAppointmentRescheduled: Story = {
  args: { kind: "client.appointment-rescheduled" },
  play: rendersWith("Your appointment has a new time", "Previous time"),
};
/** A pending request moved by the office: no invitation, and it still waits for confirmation. */
export const ClientRequestRescheduled: Story = {
  args: { kind: "client.appointment-rescheduled", stillPending: true },
  play: rendersWith("It is still pending", "Previous time"),
};
export const ClientAppointmentCancelled: Story = {
  args: { kind: "client.appointment-cancelled" },
  play: rendersWith("Your appointment is cancelled", "Book a new time"),
};
export const ClientAppointmentReminder: Story = {
  args: { kind: "client.appointment-reminder" },
  play: rendersWith("See you soon", "photo ID"),
};
export const AccountPasswordReset: Story = {
  args: { kind: "account.password-reset" },
  play: rendersWith("Reset your password", "Choose a new password"),
};

export const AccountWelcome: Story = {
  args: { kind: "account.welcome" },
  play: rendersWith("Welcome to Valley Tax Pros", "Choose your password", "for the next 7 days"),
};
export const AccountWelcomeDark: Story = { args: { kind: "account.welcome" }, globals: { theme: "dark" } };

export const ConfirmedDark: Story = { args: { kind: "client.appointment-confirmed" }, globals: { theme: "dark" } };
export const PasswordResetDark: Story = { args: { kind: "account.password-reset" }, globals: { theme: "dark" } };
