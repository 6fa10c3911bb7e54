import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { ServicesView } from "./ServicesView";
import { STORY_SERVICES } from "./services.fixtures";

const meta = {
  title: "Screens/AdminServices",
  component: ServicesView,
  args: {
    services: { status: "ready", services: STORY_SERVICES },
    message: null,
    onAdd: fn(),
    onEdit: fn(),
    onIntake: fn(),
    onMove: fn(),
    onRetire: fn(),
    onRestore: fn(),
    busy: null,
    homeHref: "/admin",
  },
  parameters: { route: "/admin/services" },
} satisfies Meta<typeof ServicesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: string, list = "Services") =>
  within(within(screen.getByRole("list", { name: list })).getAllByRole("listitem").find((item) => item.textContent?.startsWith(name)) as HTMLElement);

/** Every service in order: both names, the price or none, who offers it, a retired one; each can move, be edited, have its intake questions edited, retired or offered again. */
export const Services: Story = {
  play: async ({ args }) => {
    const first = card("Personal Tax Prep");
    await expect(first.getByText("Impuestos personales")).toHaveAttribute("lang", "es");
    await expect(first.getByText("$150")).toBeVisible();
    await expect(first.getByRole("button", { name: "Move Personal Tax Prep up" })).toBeDisabled();
    await expect(card("Business Tax Services").getByText("From $450")).toBeVisible();
    await expect(card("IRS Representation").getByText("No price shown")).toBeVisible();
    await expect(card("Bookkeeping").getByText("Offered by Ana Reyes, EA")).toBeVisible();
    await expect(first.getByText("Lasts 1 hour")).toBeVisible();
    await expect(card("Business Tax Services").getByText("Lasts 2 hours, then 15 minutes kept free")).toBeVisible();
    await expect(card("Notary").getByText("Retired")).toBeVisible();
    await expect(card("Notary").getByRole("button", { name: "Move Notary down" })).toBeDisabled();

    await userEvent.click(card("Bookkeeping").getByRole("button", { name: "Move Bookkeeping up" }));
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), -1);
    await userEvent.click(card("Bookkeeping").getByRole("button", { name: "Edit Bookkeeping" }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.click(card("Bookkeeping").getByRole("button", { name: "Intake questions for Bookkeeping" }));
    await expect(args.onIntake).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.click(card("Bookkeeping").getByRole("button", { name: "Retire Bookkeeping" }));
    await expect(args.onRetire).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.click(card("Notary").getByRole("button", { name: "Offer Notary again" }));
    await expect(args.onRestore).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
    await userEvent.click(screen.getByRole("button", { name: "Add a service" }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** While the new order is saved, nothing else moves. */
export const SavingOrder: Story = {
  args: { busy: "order" },
  play: async () => {
    await expect(card("Bookkeeping").getByRole("button", { name: "Move Bookkeeping up" })).toBeDisabled();
  },
};

/** After a retirement: what it means for clients. */
export const Retired: Story = {
  args: {
    message: { kind: "success", text: "Bookkeeping is retired. Clients can no longer book it; its appointments stay as they are." },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Bookkeeping is retired.");
  },
};

export const Loading: Story = {
  args: { services: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading the services…")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { services: { status: "error", message: "The services could not be loaded. Please refresh the page." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The services could not be loaded. Please refresh the page.")).toBeVisible();
  },
};

/** On a phone each card's actions wrap under its text. */
export const Phone: Story = { parameters: viewportParameters, globals: phoneGlobals };

/** The page in Spanish; the names stay as the owner wrote them in each language. */
export const ServicesSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    await expect(screen.getByRole("heading", { level: 1, name: "Servicios" })).toBeVisible();
    const list = within(screen.getByRole("list", { name: "Servicios" }));
    await expect(list.getByText("Lo ofrece: Ana Reyes, EA")).toBeVisible();
    await expect(list.getByText("Desde $450")).toBeVisible();
    await expect(list.getByText("Dura 2 horas, y luego 15 minutos libres")).toBeVisible();
    await expect(list.getAllByText("Sin precio a la vista")).toHaveLength(2);
    await expect(list.getByRole("button", { name: "Volver a ofrecer Notary" })).toBeVisible();
    await expect(list.getByRole("button", { name: "Preguntas del cuestionario de Bookkeeping" })).toHaveTextContent("Preguntas del cuestionario");
  },
};
