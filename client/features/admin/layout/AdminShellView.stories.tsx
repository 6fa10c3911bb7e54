import type { Meta, StoryObj } from "@storybook/react-vite";
import { Text, Title } from "@mantine/core";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { AdminShellView } from "./AdminShellView";

const meta = {
  title: "Admin/AdminShell",
  component: AdminShellView,
  parameters: viewportParameters,
  args: {
    currentPath: "/admin/messages",
    role: "admin",
    unreadMessages: 3,
    children: (
      <div>
        <Title order={1}>Messages</Title>
        <Text>The page's content.</Text>
      </div>
    ),
  },
} satisfies Meta<typeof AdminShellView>;

export default meta;
type Story = StoryObj<typeof meta>;

const ADMIN_LINKS = [
  ["Admin Home", "/admin"],
  ["Manage Availability", "/admin/availability"],
  ["Clients", "/admin/clients"],
  ["Business Profile", "/admin/business"],
  ["Email", "/admin/email"],
  ["Integrations", "/admin/integrations"],
  ["Activity", "/admin/activity"],
] as const;

/** A desktop: the side bar with every admin page, the current one marked, the unread count beside "Messages". */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Office" }));
    for (const [name, href] of ADMIN_LINKS) await expect(nav.getByRole("link", { name })).toHaveAttribute("href", href);
    const messages = nav.getByRole("link", { name: /^Messages/ });
    await expect(messages).toHaveAttribute("href", "/admin/messages");
    await expect(messages).toHaveAttribute("aria-current", "page");
    await expect(within(messages).getByLabelText("3 unread")).toHaveTextContent("3");
    await expect(nav.getByRole("link", { name: "Back to the public site" })).toHaveAttribute("href", "/");
    await expect(within(canvasElement).queryByRole("button", { name: "Open the office menu" })).toBeNull();
  },
};

/** The front desk (issue 32, docs/permissions.md): the appointments, the calendar, the inbox and the clients; none of the owner's settings. */
export const FrontDesk: Story = {
  args: { role: "front_desk" },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Office" }));
    for (const name of ["Admin Home", "Manage Availability", "Clients"]) await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^Messages/ })).toHaveAttribute("aria-current", "page");
    for (const name of ["Business Profile", "Email", "Integrations", "Activity"]) await expect(nav.queryByRole("link", { name })).toBeNull();
  },
};

export const FrontDeskSpanish: Story = {
  args: { role: "front_desk" },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Oficina" }));
    await expect(nav.getAllByRole("link")).toHaveLength(5);
  },
};

/** Nothing to read: no count. */
export const NoUnread: Story = {
  args: { unreadMessages: 0, currentPath: "/admin" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText(/unread/)).toBeNull();
  },
};

/** A phone: the count beside the burger; the burger opens the navigation, and says so. */
export const Phone: Story = {
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole("button", { name: "Open the office menu" });
    await expect(within(burger.parentElement as HTMLElement).getByLabelText("3 unread")).toBeVisible();
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(burger);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Close the office menu" })).toHaveAttribute("aria-expanded", "true"));
    await expect(canvas.getByRole("link", { name: "Clients" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the public site" })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Oficina" }));
    await expect(nav.getByLabelText("3 sin leer")).toBeInTheDocument();
    await expect(nav.getByRole("link", { name: "Volver al sitio público" })).toHaveAttribute("href", "/");
  },
};

export const PhoneSpanish: Story = {
  globals: { ...phoneGlobals, lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Abrir el menú de la oficina" })).toBeVisible();
  },
};
