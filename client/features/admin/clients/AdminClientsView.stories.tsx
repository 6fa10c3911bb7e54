import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_CLIENTS, STORY_TIME_ZONE } from "../common/admin.fixtures";
import { AdminClientsView } from "./AdminClientsView";
import { ExpiringDocumentsCard } from "./ExpiringDocumentsCard";
import { STORY_EXPIRING } from "./expiring.fixtures";


const meta = {
  title: "Screens/AdminClients",
  component: AdminClientsView,
  parameters: { layout: "fullscreen", route: "/admin/clients" },
  args: {
    clients: { status: "ready", list: { clients: STORY_CLIENTS, total: 2, page: 1, page_size: 25 } },
    timeZone: STORY_TIME_ZONE,
    query: "",
    onSearch: fn(),
    onPage: fn(),
    onOpen: fn(),
    appointmentsHref: "/admin",
  },
} satisfies Meta<typeof AdminClientsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Clients" })).toBeInTheDocument();
    await expect(canvas.getByText("3 appointments; next Wed, Mar 4, 2026, 9:00 AM", { exact: false })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Appointment history of Robert Chen" }));
    await expect(args.onOpen).toHaveBeenCalledWith(STORY_CLIENTS[1]);
    await userEvent.type(canvas.getByLabelText("Find a client"), "chen");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).toHaveBeenCalledWith("chen");
  },
};

export const ManyPages: Story = {
  args: { clients: { status: "ready", list: { clients: STORY_CLIENTS, total: 60, page: 1, page_size: 25 } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Page 3" }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
  },
};

export const NoMatch: Story = {
  args: { query: "zed", clients: { status: "ready", list: { clients: [], total: 0, page: 1, page_size: 25 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent('No client matches "zed".');
    await userEvent.click(canvas.getByRole("button", { name: "Show all" }));
    await expect(args.onSearch).toHaveBeenCalledWith("");
  },
};

export const NoClientsYet: Story = {
  args: { clients: { status: "ready", list: { clients: [], total: 0, page: 1, page_size: 25 } } },
};

export const Loading: Story = { args: { clients: { status: "loading" } } };

export const LoadError: Story = { args: { clients: { status: "error", message: "The clients could not be loaded. Please try again." } } };

export const Phone: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The clients page in Spanish: heading, counts, history and search. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Clientes" })).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("2 clientes");
    await expect(canvas.getByText(/^3 citas; próxima: /)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Historial de citas de Robert Chen" }));
    await expect(args.onOpen).toHaveBeenCalledWith(STORY_CLIENTS[1]);
    await userEvent.type(canvas.getByLabelText("Buscar un cliente"), "chen");
    await userEvent.click(canvas.getByRole("button", { name: "Buscar" }));
    await expect(args.onSearch).toHaveBeenCalledWith("chen");
  },
};

/** A search in Spanish: what matched, and the way back to every client. */
export const SearchSpanish: Story = {
  globals: { lang: "es" },
  args: { query: "chen", clients: { status: "ready", list: { clients: STORY_CLIENTS.slice(1), total: 1, page: 1, page_size: 25 } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("1 cliente coincide con «chen». Mostrar todos");
    await userEvent.click(canvas.getByRole("button", { name: "Mostrar todos" }));
    await expect(args.onSearch).toHaveBeenCalledWith("");
  },
};

export const NoMatchSpanish: Story = {
  globals: { lang: "es" },
  args: { query: "zed", clients: { status: "ready", list: { clients: [], total: 0, page: 1, page_size: 25 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Ningún cliente coincide con «zed».");
  },
};

/** The owner's page (decision 0254): under the clients, the documents the retention rule deletes soon. */
export const OwnerWithDocumentsToDelete: Story = {
  args: {
    retention: <ExpiringDocumentsCard documents={{ status: "ready", documents: STORY_EXPIRING }} timeZone={STORY_TIME_ZONE} keepingId={null} message={null} onKeep={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...STORY_CLIENTS.map((client) => client.full_name),
      "Documents to be deleted soon",
    ]);
    await expect(canvas.getByRole("button", { name: "Keep drivers-license.jpg of Maria Gonzalez" })).toBeVisible();
  },
};
