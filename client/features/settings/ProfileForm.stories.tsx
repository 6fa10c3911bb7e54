import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MESSAGES } from "#server/shared/messages.ts";
import { ProfileForm } from "./ProfileForm";

const meta = {
  title: "Settings/ProfileForm",
  component: ProfileForm,
  args: {
    initialValues: { fullName: "Maria Gonzalez", phone: "(559) 555-0142" },
    onSubmit: fn(async () => true),
    submitting: false,
    message: null,
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText(MESSAGES.settings.fullNameLabel, { exact: false });
    await userEvent.clear(name);
    await userEvent.type(name, "Maria G. Lopez");
    await userEvent.clear(canvas.getByLabelText(MESSAGES.settings.phoneLabel, { exact: false }));
    await userEvent.click(canvas.getByRole("button", { name: MESSAGES.settings.profileTitle }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ fullName: "Maria G. Lopez", phone: null });
  },
};

/** Full Name is required (docs/product.md §5); nothing is sent without it. */
export const NameRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(MESSAGES.settings.fullNameLabel, { exact: false }));
    await userEvent.click(canvas.getByRole("button", { name: MESSAGES.settings.profileTitle }));
    await expect(canvas.getByText("Full name is required.")).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Saved: Story = {
  args: { message: { kind: "success", text: MESSAGES.settings.profileUpdated } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(MESSAGES.settings.profileUpdated);
  },
};

export const Failed: Story = {
  args: { message: { kind: "error", text: MESSAGES.settings.profileFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(MESSAGES.settings.profileFailed);
  },
};

export const NoPhone: Story = { args: { initialValues: { fullName: "Sam Lee", phone: "" } } };

/** The Spanish form: title, labels and button in Spanish; the changes are sent as typed. */
export const ProfileSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Actualizar perfil" })).toBeVisible();
    await expect(canvas.getByText("Opcional")).toBeVisible();
    const name = canvas.getByLabelText("Nombre completo", { exact: false });
    await userEvent.clear(name);
    await userEvent.type(name, "María G. López");
    await userEvent.clear(canvas.getByLabelText("Teléfono", { exact: false }));
    await userEvent.click(canvas.getByRole("button", { name: "Actualizar perfil" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ fullName: "María G. López", phone: null });
  },
};

export const SavedSpanish: Story = {
  args: { message: { kind: "success", text: "¡Perfil actualizado!" } },
  globals: { lang: "es" },
};
