import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { ContactFormView } from "./ContactFormView";

const meta = {
  title: "Marketing/ContactFormView",
  component: ContactFormView,
  parameters: viewportParameters,
  args: { status: "idle", message: null, onSubmit: fn(async () => true) },
} satisfies Meta<typeof ContactFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Full Name/), "Rosa Diaz");
  await userEvent.type(canvas.getByLabelText(/Email/), "rosa@example.com");
  await userEvent.type(canvas.getByLabelText(/Phone/), "559-555-0199");
  await userEvent.type(canvas.getByLabelText(/Message/), "Do you handle amended returns?");
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Full Name/)).toBeRequired();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute("type", "email");
    await expect(canvas.getByLabelText(/Email/)).toBeRequired();
    await expect(canvas.getByLabelText(/Phone/)).toHaveAttribute("type", "tel");
    await expect(canvas.getByLabelText(/Phone/)).not.toBeRequired();
    await expect(canvas.getByLabelText(/Message/)).toHaveAttribute("rows", "4");
    await expect(canvas.getByRole("button", { name: "Send Message" })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { status: "submitting" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Sending..." })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { status: "success", message: "Message sent successfully!" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Message sent successfully!");
  },
};

export const Error: Story = {
  args: { status: "error", message: "Failed to send message. Please try again." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Failed to send message. Please try again.");
  },
};

/** The browser's own validation blocks an empty or malformed form (docs/product.md §5). */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/Full Name/)).toBeInvalid();
    await userEvent.type(canvas.getByLabelText(/Email/), "not-an-email");
    await expect(canvas.getByLabelText(/Email/)).toBeInvalid();
  },
};

/** A sent message clears the form. */
export const SubmitClearsTheForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: "Rosa Diaz",
        email: "rosa@example.com",
        phone: "559-555-0199",
        message: "Do you handle amended returns?",
      }),
    );
    await waitFor(() => expect(canvas.getByLabelText(/Full Name/)).toHaveValue(""));
    await expect(canvas.getByLabelText(/Message/)).toHaveValue("");
  },
};

/** A failed send keeps what the visitor typed. */
export const FailedSubmitKeepsValues: Story = {
  args: { onSubmit: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(canvas.getByLabelText(/Full Name/)).toHaveValue("Rosa Diaz");
    await expect(canvas.getByLabelText(/Message/)).toHaveValue("Do you handle amended returns?");
  },
};

export const Mobile: Story = { globals: phoneGlobals };

/** The form in Spanish: its name, labels and button, then one message sent. */
export const IdleSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("form", { name: "Formulario de contacto" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Nombre completo/), "Rosa Díaz");
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), "rosa@example.com");
    await expect(canvas.getByLabelText(/Teléfono/)).toHaveAttribute("type", "tel");
    await userEvent.type(canvas.getByLabelText(/Mensaje/), "¿Preparan declaraciones enmendadas?");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar mensaje" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: "Rosa Díaz",
        email: "rosa@example.com",
        phone: null,
        message: "¿Preparan declaraciones enmendadas?",
      }),
    );
  },
};

export const SubmittingSpanish: Story = {
  args: { status: "submitting" },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Enviando..." })).toBeDisabled();
  },
};

export const ErrorSpanish: Story = {
  args: { status: "error", message: "No se pudo enviar el mensaje. Inténtelo de nuevo." },
  globals: { lang: "es" },
};
