import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import type { EmailLogEntry } from "#server/shared/email-log.schema.ts";
import { badgesFit, phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_TIME_ZONE } from "../common/admin.fixtures";
import english from "./email.en";
import { AdminEmailView } from "./AdminEmailView";

const entry = (id: number, overrides: Partial<EmailLogEntry>): EmailLogEntry => ({
  id,
  recipient: "rosa.martinez@example.com",
  subject: "Confirmed: Personal Tax Prep, Tue, Mar 3, 9:00 AM PST",
  status: "sent",
  attempts: 1,
  last_error: null,
  created_at: "2026-03-02T17:05:00.000Z",
  due_at: "2026-03-02T17:05:00.000Z",
  sent_at: "2026-03-02T17:05:01.000Z",
  ...overrides,
});

const EMAILS: EmailLogEntry[] = [
  entry(5, { status: "queued", attempts: 0, sent_at: null, subject: "Reminder: Personal Tax Prep, Tue, Mar 3, 9:00 AM PST" }),
  entry(4, {
    status: "retrying",
    attempts: 3,
    sent_at: null,
    recipient: "office@valleytaxpros.example",
    subject: "New message from Sam Lee",
    last_error: "connect ECONNREFUSED 127.0.0.1:587",
  }),
  entry(3, {
    status: "failed",
    attempts: 1,
    sent_at: null,
    recipient: "old-address@example.com",
    last_error: "Can't send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable",
  }),
  entry(2, { status: "cancelled", attempts: 0, sent_at: null, last_error: "The appointment was cancelled." }),
  entry(1, {}),
];

const meta = {
  title: "Screens/AdminEmail",
  component: AdminEmailView,
  parameters: { layout: "fullscreen", route: "/admin/email", ...viewportParameters },
  args: {
    timeZone: STORY_TIME_ZONE,
    emails: { status: "ready", emails: EMAILS },
    filter: null,
    onFilterChange: fn(),
    onResend: fn(),
    resendingId: null,
    message: null,
    appointmentsHref: "/admin",
  },
} satisfies Meta<typeof AdminEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Email" })).toBeVisible();
    const resend = canvas.getAllByRole("button", { name: /^Resend/ });
    await expect(resend).toHaveLength(1);
    await userEvent.click(resend[0] as HTMLElement);
    await expect(args.onResend).toHaveBeenCalledWith(EMAILS[2]);
  },
};

export const Loading: Story = { args: { emails: { status: "loading" } } };

export const Empty: Story = {
  args: { emails: { status: "ready", emails: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(english["email.empty"])).toBeVisible();
  },
};

export const LoadError: Story = { args: { emails: { status: "error", message: english["email.loadFailed"] } } };

export const Resending: Story = { args: { resendingId: 3 } };

export const Resent: Story = {
  args: { message: { kind: "success", text: `Queued again: "${EMAILS[2]?.subject}".` } },
};

export const ResendFailed: Story = { args: { message: { kind: "error", text: english["email.resendFailed"] } } };

export const FilteredToFailed: Story = {
  args: { filter: "failed", emails: { status: "ready", emails: EMAILS.filter((email) => email.status === "failed") } },
};

/**
 * On a phone the statuses are whole ("Not sent", never "NOT S..."), and the addresses wrap at
 * their natural points (before "@" and "."), never in the middle of a word.
 */
export const Mobile: Story = {
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Not sent", { selector: ".mantine-Badge-label" })).toBeVisible();
    await expect(badgesFit(canvasElement)).toBe(true);
    for (const address of ["rosa.martinez@example.com", "office@valleytaxpros.example", "old-address@example.com"]) {
      for (const cell of canvas.getAllByRole("cell", { name: address })) {
        await expect(getComputedStyle(cell).wordBreak).not.toBe("break-all");
        await expect(cell.querySelectorAll("wbr").length).toBeGreaterThan(0);
      }
    }
  },
};

/** Spanish statuses are longer ("No enviado", "Reintentando"): still whole on a phone. */
export const MobileSpanish: Story = {
  globals: { ...phoneGlobals, lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No enviado", { selector: ".mantine-Badge-label" })).toBeVisible();
    await expect(badgesFit(canvasElement)).toBe(true);
  },
};

/** In Spanish: the table's headings, the statuses, Resend, and the status filter. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Correo electrónico" })).toBeVisible();
    for (const name of ["Para", "Asunto", "Estado", "Intentos", "Creado", "Último error", "Acciones"]) {
      await expect(canvas.getByRole("columnheader", { name })).toBeInTheDocument();
    }
    for (const status of ["En cola", "Reintentando", "Fallido", "No enviado", "Enviado"]) {
      await expect(canvas.getByText(status, { selector: ".mantine-Badge-label" })).toBeVisible();
    }
    const resend = canvas.getByRole("button", { name: /^Reenviar “Confirmed: Personal Tax Prep, .*” a old-address@example\.com$/ });
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledWith(EMAILS[2]);
    await userEvent.click(canvas.getByRole("combobox", { name: "Estado" }));
    await userEvent.click(await screen.findByRole("option", { name: "Fallido" }));
    await expect(args.onFilterChange).toHaveBeenCalledWith("failed");
  },
};

export const EmptySpanish: Story = {
  args: { emails: { status: "ready", emails: [] } },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Todavía no hay correos\./)).toBeVisible();
  },
};
