import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { API_MESSAGES_ES } from "#server/shared/i18n/server-messages-es.ts";
import { phoneGlobals, viewportParameters } from "../../../components/story-viewports";
import { RemoveDocumentModal } from "./RemoveDocumentModal";

const meta = {
  title: "Dashboard/RemoveDocumentModal",
  component: RemoveDocumentModal,
  args: {
    document: { id: "00000000-0000-4000-8000-000000000001", name: "W-2 Valley Unified.pdf" },
    submitting: false,
    message: null,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RemoveDocumentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name = "Remove this document?") => within(await screen.findByRole("dialog", { name }));

/** Keeping the document is the default focus; removing it is a second, deliberate press. */
export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText("W-2 Valley Unified.pdf will be deleted, and the office will not see it.")).toBeInTheDocument();
    await expect(modal.getByRole("button", { name: "Keep document" })).toHaveFocus();
    await userEvent.click(modal.getByRole("button", { name: "Remove document" }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** The office opened it meanwhile: the server's sentence, in the dialog. */
export const AlreadyOpened: Story = {
  args: { message: { kind: "error", text: API_MESSAGES.documents.opened } },
  play: async () => {
    await expect((await dialog()).getByRole("alert")).toHaveTextContent(API_MESSAGES.documents.opened);
  },
};

export const Phone: Story = { parameters: viewportParameters, globals: phoneGlobals };

export const Spanish: Story = {
  args: { message: { kind: "error", text: API_MESSAGES_ES.documents.opened } },
  globals: { lang: "es" },
  play: async ({ args }) => {
    const modal = await dialog("¿Desea quitar este documento?");
    await expect(modal.getByText("Se borrará W-2 Valley Unified.pdf y la oficina no lo verá.")).toBeInTheDocument();
    await expect(modal.getByRole("button", { name: "Conservar el documento" })).toHaveFocus();
    await expect(modal.getByRole("button", { name: "Cerrar el cuadro de diálogo" })).toBeInTheDocument();
    await expect(modal.getByRole("alert")).toHaveTextContent(API_MESSAGES_ES.documents.opened);
    await userEvent.click(modal.getByRole("button", { name: "Quitar el documento" }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
