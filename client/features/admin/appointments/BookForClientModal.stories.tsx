import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { STORY_SLOTS, STORY_TIME_ZONE, STORY_TODAY } from "../common/admin.fixtures";
import { BookForClientModal } from "./BookForClientModal";
import { DEFAULT_SERVICES } from "#server/shared/default-services.ts";

const meta = {
  title: "Admin/BookForClientModal",
  component: BookForClientModal,
  args: {
    opened: true,
    timeZone: STORY_TIME_ZONE,
    today: STORY_TODAY,
    date: STORY_TODAY,
    onDateChange: fn(),
    slots: { status: "ready", slots: STORY_SLOTS },
    slot: STORY_SLOTS[1] as string,
    onSlotChange: fn(),
    clientOptions: [
      { value: "1", label: "Maria Gonzalez (maria.gonzalez@example.com)" },
      { value: "2", label: "Robert Chen (robert@chen-landscaping.example.com)" },
    ],
    onClientSearch: fn(),
    services: DEFAULT_SERVICES,
    onServiceChange: fn(),
    submitting: false,
    message: null,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BookForClientModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole("dialog", { name: "Book for a client" }));
const openDialog = async () => within(await screen.findByRole("dialog"));

/** A new client who phoned in: name, email and phone, a service, the chosen time. */
export const NewClient: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByText("New client"));
    await userEvent.type(modal.getByRole("textbox", { name: "Full name" }), "Tomás Nuevo");
    await userEvent.type(modal.getByRole("textbox", { name: "Email" }), "tomas@example.com");
    await userEvent.click(modal.getByRole("combobox", { name: "Service" }));
    await userEvent.click(await screen.findByRole("option", { name: "IRS Representation" }));
    await userEvent.click(modal.getByRole("button", { name: "Book and confirm" }));
    // A new client's emails are in English unless the office says otherwise.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      service: "IRS Representation",
      new_client: { full_name: "Tomás Nuevo", email: "tomas@example.com", phone: null, locale: "en" },
    });
  },
};

/** An existing client, found by typing. */
export const ExistingClient: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole("combobox", { name: "Client" }), "Chen");
    await expect(args.onClientSearch).toHaveBeenLastCalledWith("Chen");
    await userEvent.click(await screen.findByRole("option", { name: "Robert Chen (robert@chen-landscaping.example.com)" }));
    await userEvent.click(modal.getByRole("combobox", { name: "Service" }));
    await userEvent.click(await screen.findByRole("option", { name: "Business Tax Services" }));
    await userEvent.click(modal.getByRole("button", { name: "Book and confirm" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ service: "Business Tax Services", client_id: 2 });
  },
};

/** Nothing chosen yet: each missing choice is said at its own field, and nothing is sent. */
export const MissingChoice: Story = {
  args: { slot: null },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole("button", { name: "Book and confirm" }));
    await expect(modal.getByRole("combobox", { name: "Client" })).toHaveAccessibleDescription("Choose a client, or switch to New client.");
    await expect(modal.getByRole("combobox", { name: "Service" })).toHaveAccessibleDescription("Choose a service.");
    await expect(modal.getByRole("alert")).toHaveTextContent("Choose a time for the appointment.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Issue 32, tried as a new user would: a new client's email was required but not marked, and
 * many older clients have none (decision 0235). A name and a phone are enough: the client gets no
 * email, and the office calls them.
 */
export const NewClientByPhoneOnly: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByText("New client"));
    await userEvent.type(modal.getByRole("textbox", { name: "Full name" }), "Tomás Nuevo");
    await userEvent.type(modal.getByRole("textbox", { name: "Phone" }), "559-555-0142");
    const email = modal.getByRole("textbox", { name: "Email" });
    await expect(email).not.toBeRequired();
    await expect(email).toHaveAccessibleDescription(/Leave it empty for a client without email/);
    await userEvent.click(modal.getByRole("combobox", { name: "Service" }));
    await userEvent.click(await screen.findByRole("option", { name: "IRS Representation" }));
    await userEvent.click(modal.getByRole("button", { name: "Book and confirm" }));
    await expect(modal.queryByRole("alert")).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      service: "IRS Representation",
      new_client: { full_name: "Tomás Nuevo", email: null, phone: "559-555-0142", locale: "en" },
    });
  },
};

/** Neither an email nor a phone: the phone field says one of them is needed, and nothing is sent. */
export const NewClientUnreachable: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByText("New client"));
    await userEvent.type(modal.getByRole("textbox", { name: "Full name" }), "Tomás Nuevo");
    await userEvent.click(modal.getByRole("combobox", { name: "Service" }));
    await userEvent.click(await screen.findByRole("option", { name: "IRS Representation" }));
    await userEvent.click(modal.getByRole("button", { name: "Book and confirm" }));
    const phone = modal.getByRole("textbox", { name: "Phone" });
    await expect(phone).toHaveAccessibleDescription("Enter the client's email address or phone number, so the office can reach them.");
    await expect(modal.getByRole("textbox", { name: "Full name" })).not.toHaveAccessibleDescription(/./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(phone, "559-555-0142");
    await expect(phone).not.toHaveAccessibleDescription(/./);
  },
};

export const NewClientUnreachableSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await openDialog();
    await userEvent.click(modal.getByText("Cliente nuevo"));
    await userEvent.click(modal.getByRole("button", { name: "Reservar y confirmar" }));
    await expect(modal.getByText("Escriba el correo electrónico o el teléfono del cliente, para que la oficina pueda comunicarse.")).toBeInTheDocument();
  },
};

/** An office with two preparers (decision 0231): First available unless the office names one. */
export const ChoosePreparer: Story = {
  args: {
    preparerChoice: {
      choices: [
        { id: 7, name: "Ana Reyes, EA" },
        { id: 9, name: "Ben Ortiz, CPA" },
      ],
      value: null,
      onChange: fn(),
    },
  },
  play: async ({ args }) => {
    const modal = await dialog();
    const preparer = modal.getByRole("combobox", { name: "Preparer" });
    await expect(preparer).toHaveValue("First available");
    await userEvent.click(preparer);
    await userEvent.click(await screen.findByRole("option", { name: "Ana Reyes, EA" }));
    await expect(args.preparerChoice?.onChange).toHaveBeenCalledWith(7);
  },
};

export const ChoosePreparerSpanish: Story = {
  args: ChoosePreparer.args,
  globals: { lang: "es" },
  play: async () => {
    const modal = await openDialog();
    await expect(modal.getByRole("combobox", { name: "Preparador" })).toHaveValue("Primero disponible");
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const SlotTaken: Story = {
  args: { slot: null, message: { kind: "error", text: "That time slot is no longer available. Please choose another time." } },
};

export const LoadingSlots: Story = { args: { slots: { status: "loading" }, slot: null } };

export const Phone: Story = { parameters: viewportParameters, globals: phoneGlobals };

/** Booking for a new client in Spanish: the service is chosen by its Spanish name and sent in English. */
export const NewClientSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole("dialog", { name: "Reservar para un cliente" }));
    await expect(modal.getByText("Fecha")).toBeVisible();
    await expect(modal.getByText("Horarios del lunes, 2 de marzo de 2026")).toBeVisible();
    await expect(modal.getByRole("group", { name: "Horarios disponibles para el cliente" })).toBeVisible();
    await userEvent.click(modal.getByText("Cliente nuevo"));
    await userEvent.type(modal.getByRole("textbox", { name: "Nombre completo" }), "Tomás Nuevo");
    await userEvent.type(modal.getByRole("textbox", { name: "Correo electrónico" }), "tomas@example.com");
    await expect(modal.getByRole("textbox", { name: "Teléfono" })).toHaveValue("");
    await userEvent.click(modal.getByRole("combobox", { name: "Servicio" }));
    await userEvent.click(await screen.findByRole("option", { name: "Representación ante el IRS" }));
    // A client who speaks Spanish gets the confirmation and the welcome in Spanish.
    await userEvent.click(modal.getByRole("combobox", { name: "Idioma" }));
    await userEvent.click(await screen.findByRole("option", { name: "Español" }));
    await userEvent.click(modal.getByRole("button", { name: "Reservar y confirmar" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      service: "IRS Representation",
      new_client: { full_name: "Tomás Nuevo", email: "tomas@example.com", phone: null, locale: "es" },
    });
  },
};

/** Nothing chosen yet, in Spanish. */
export const MissingChoiceSpanish: Story = {
  globals: { lang: "es" },
  args: { slot: null },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole("dialog", { name: "Reservar para un cliente" }));
    await userEvent.click(modal.getByRole("button", { name: "Reservar y confirmar" }));
    await expect(modal.getByRole("combobox", { name: "Cliente" })).toHaveAccessibleDescription("Elija un cliente o cambie a Cliente nuevo.");
    await expect(modal.getByRole("combobox", { name: "Servicio" })).toHaveAccessibleDescription("Elija un servicio.");
    await expect(modal.getByRole("alert")).toHaveTextContent("Elija un horario para la cita.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

