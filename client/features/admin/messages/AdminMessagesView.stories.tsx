import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ContactMessageEntry } from "#server/shared/contact-inbox.schema.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_TIME_ZONE } from "../common/admin.fixtures";
import english from "./messages.en";
import { AdminMessagesView } from "./AdminMessagesView";

const MESSAGES: ContactMessageEntry[] = [
  {
    id: 3,
    name: "Sam Lee",
    email: "sam.lee@example.com",
    phone: "(559) 555-0199",
    message: "Hello,\n\nI sell on Etsy and received a 1099-K this year. Can you help me file, and what should I bring?\n\nThanks,\nSam",
    status: "unread",
    created_at: "2026-03-02T21:14:00.000Z",
  },
  {
    id: 2,
    name: "María González",
    email: "maria.gonzalez@example.com",
    phone: null,
    message: "Do you prepare California returns for someone who moved from Arizona mid-year?",
    status: "read",
    created_at: "2026-03-01T17:40:00.000Z",
  },
];

const meta = {
  title: "Screens/AdminMessages",
  component: AdminMessagesView,
  parameters: { layout: "fullscreen", route: "/admin/messages", ...viewportParameters },
  args: {
    timeZone: STORY_TIME_ZONE,
    folder: "unread",
    onFolderChange: fn(),
    messages: { status: "ready", messages: MESSAGES },
    unreadCount: 1,
    onOpen: fn(),
    onSetStatus: fn(),
    busyId: null,
    businessName: "Valley Tax Pros",
    notice: null,
    appointmentsHref: "/admin",
  },
} satisfies Meta<typeof AdminMessagesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(canvas.getByText("Unread (1)")).toBeVisible();
  },
};

/** Opening a message shows it whole, with Reply (subject filled in) and Archive; it reports the opening. */
export const Opened: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Sam Lee/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(MESSAGES[0]);
    await expect(await canvas.findByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      "mailto:sam.lee@example.com?subject=Re%3A%20Your%20message%20to%20Valley%20Tax%20Pros",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Archive" }));
    await expect(args.onSetStatus).toHaveBeenCalledWith(MESSAGES[0], "archived");
  },
};

export const Loading: Story = { args: { messages: { status: "loading" } } };

export const Empty: Story = {
  args: { messages: { status: "ready", messages: [] }, unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(english["messages.emptyUnread"])).toBeVisible();
    await expect(within(canvasElement).queryByRole("button", { name: english["empty.showUnread"] })).toBeNull();
  },
};

/** An empty folder other than Unread offers the way back to the unread messages. */
export const EmptyArchived: Story = {
  args: { folder: "archived", messages: { status: "ready", messages: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(english["messages.emptyArchived"])).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: english["empty.showUnread"] }));
    await expect(args.onFolderChange).toHaveBeenCalledWith("unread");
  },
};

export const Archived: Story = {
  args: { folder: "archived", messages: { status: "ready", messages: [{ ...(MESSAGES[1] as ContactMessageEntry), status: "archived" }] } },
};

export const LoadError: Story = { args: { messages: { status: "error", message: english["messages.loadFailed"] } } };

export const UpdateFailed: Story = { args: { notice: { kind: "error", text: english["messages.updateFailed"] } } };

export const Mobile: Story = { globals: phoneGlobals };

/** In Spanish: the folders, the New badge, and an opened message's buttons and reply subject. */
export const OpenedSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Mensajes" })).toBeVisible();
    for (const folder of ["No leídos (1)", "Leídos", "Archivados"]) {
      await expect(canvas.getByText(folder)).toBeVisible();
    }
    await expect(canvas.getByText("Nuevo")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /Sam Lee/ }));
    await expect(await canvas.findByRole("link", { name: "Responder por correo electrónico" })).toHaveAttribute(
      "href",
      "mailto:sam.lee@example.com?subject=Re%3A%20Su%20mensaje%20a%20Valley%20Tax%20Pros",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Archivar" }));
    await expect(args.onSetStatus).toHaveBeenCalledWith(MESSAGES[0], "archived");
  },
};

export const EmptySpanish: Story = {
  args: { messages: { status: "ready", messages: [] }, unreadCount: 0 },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^No hay mensajes sin leer\./)).toBeVisible();
  },
};
